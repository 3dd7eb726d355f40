export default {
  feedback: {
    category: 'What is it about?',
    categories: {
      bug: 'Something is broken',
      suggestion: 'An idea',
      answer: 'A wrong answer',
      payment: 'Payment or VIP',
      account: 'My account',
      other: 'Something else',
    },
    content: 'Tell us more',
    placeholder: 'What happened, or what would you like? The more precise, the better.',
    images: 'Screenshots (up to {{max}})',
    removeImage: 'Remove this picture',
    contact: 'How can we reach you? (optional)',
    contactPlaceholder: 'Phone, WeChat ID or e-mail',
    submit: 'Send',
    sending: 'Sending…',
    thanks: 'Thank you!',
    thanksNote: 'We read every message. If you left a contact, we will get back to you.',
    writeFirst: 'Tell us what happened first',
  },
}
