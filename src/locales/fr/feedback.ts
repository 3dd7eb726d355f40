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
    placeholder: 'Que s’est-il passé, ou que souhaiterais-tu ? Plus c’est précis, mieux c’est.',
    images: "Captures d'écran (jusqu'à {{max}})",
    removeImage: 'Retirer cette image',
    contact: 'Comment te joindre ? (facultatif)',
    contactPlaceholder: 'Téléphone, identifiant WeChat ou e-mail',
    submit: 'Envoyer',
    sending: 'Envoi…',
    thanks: 'Merci !',
    thanksNote: 'Nous lisons chaque message. Si tu as laissé un contact, nous te répondrons.',
    writeFirst: 'Dis-nous d’abord ce qui s’est passé',
  },
}
