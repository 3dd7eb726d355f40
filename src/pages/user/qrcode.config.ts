export default definePageConfig({
  navigationStyle: 'custom',
  // The invitation is shared as a mini-program card (useShareAppMessage on the page).
  enableShareAppMessage: true,
})
