export interface OverlayKeys {
  /** Esc: the same as the overlay's cancel. */
  onEscape(): void
  /** Enter outside the overlay's own buttons: the same as its confirm. */
  onEnter(): void
}
