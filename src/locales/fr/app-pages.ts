export default {
  upgrade: {
    title: 'La version {{version}} est disponible',
    upToDate: 'Tu as la dernière version',
    current: 'Tu utilises la version {{version}}',
    forced: "Cette version n'est plus prise en charge. Mets à jour pour continuer.",
    whatsNew: 'Nouveautés',
    noNotes: 'Améliorations et corrections.',
    later: 'Plus tard',
    update: 'Mettre à jour',
  },
  agreement: {
    title: 'Avant de te connecter',
    prefix: "J'ai lu et j'accepte les ",
    terms: "Conditions d'utilisation",
    and: ' et la ',
    privacy: 'Politique de confidentialité',
    required: "Pour te connecter, lis et accepte les Conditions d'utilisation et la Politique de confidentialité.",
    agree: "J'accepte",
  },
  statement: {
    terms: "Conditions d'utilisation",
    privacy: 'Politique de confidentialité',
    version: 'Version du {{date}}',
  },
  webview: {
    refused: "Ce lien ne peut pas être ouvert dans l'application.",
    copy: 'Copier le lien',
    copied: 'Lien copié',
  },
}
