export default definePageConfig({
  navigationStyle: 'custom',
  // A new link is sent to a parent as a mini-program card (useShareAppMessage on the page).
  enableShareAppMessage: true,
})
