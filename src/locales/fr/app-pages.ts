export default {
  upgrade: {
    title: 'La version {{version}} est disponible',
    upToDate: 'Vous avez la dernière version',
    current: 'Vous utilisez la version {{version}}',
    forced: "Cette version n'est plus prise en charge. Mettez à jour pour continuer.",
    whatsNew: 'Nouveautés',
    noNotes: 'Améliorations et corrections.',
    later: 'Plus tard',
    update: 'Mettre à jour',
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
