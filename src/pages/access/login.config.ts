export default definePageConfig({
  navigationStyle: 'custom',
  // Spec: the sign-in page cannot be left by swiping back.
  disableSwipeBack: true,
})
