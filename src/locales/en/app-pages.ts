export default {
  upgrade: {
    title: 'Version {{version}} is available',
    upToDate: 'You have the latest version',
    current: 'You are using version {{version}}',
    forced: 'This version is no longer supported. Please update to go on.',
    whatsNew: "What's new",
    noNotes: 'Improvements and fixes.',
    later: 'Later',
    update: 'Update now',
  },
  agreement: {
    title: 'Before you sign in',
    prefix: 'I have read and agree to the ',
    terms: 'User Agreement',
    and: ' and the ',
    privacy: 'Privacy Policy',
    required: 'Please read and agree to the User Agreement and the Privacy Policy to sign in.',
    agree: 'Agree',
  },
  statement: {
    terms: 'User Agreement',
    privacy: 'Privacy Policy',
    version: 'Version of {{date}}',
  },
  webview: {
    refused: 'This link cannot be opened in the app.',
    copy: 'Copy the link',
    copied: 'Link copied',
  },
}
