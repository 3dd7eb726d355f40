// The mini-program loads its pages itself and shows its own loading state.

export function routeShown() {}

export function startRouteProgress(): () => void {
  return () => {}
}
