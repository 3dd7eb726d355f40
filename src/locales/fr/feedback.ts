export default {
  feedback: {
    category: 'De quoi s’agit-il ?',
    categories: {
      bug: 'Quelque chose ne marche pas',
      suggestion: 'Une idée',
      answer: 'Une réponse fausse',
      payment: 'Paiement ou VIP',
      account: 'Mon compte',
      other: 'Autre chose',
    },
    content: 'Dites-nous en plus',
    placeholder: 'Que s’est-il passé, ou que souhaiteriez-vous ? Plus c’est précis, mieux c’est.',
    images: "Captures d'écran (jusqu'à {{max}})",
    removeImage: 'Retirer cette image',
    contact: 'Comment vous joindre ? (facultatif)',
    contactPlaceholder: 'Téléphone, identifiant WeChat ou e-mail',
    submit: 'Envoyer',
    sending: 'Envoi…',
    thanks: 'Merci !',
    thanksNote: 'Nous lisons chaque message. Si vous avez laissé un contact, nous vous répondrons.',
    writeFirst: 'Dis-nous d’abord ce qui s’est passé',
  },
}
