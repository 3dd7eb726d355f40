import type { StatementText } from './types'

export const termsFr: StatementText = {
  title: 'Conditions d’utilisation',
  sections: [
    {
      heading: '1. À propos de ces conditions',
      paragraphs: [
        'Mug Tutor est un assistant d’étude par IA destiné aux collégiens et lycéens, fourni par {operator}. Ces conditions fixent les règles d’utilisation de l’application web mobile et du mini-programme WeChat.',
        'En vous connectant, vous acceptez ces conditions et notre Politique de confidentialité. Si vous avez moins de 18 ans, lisez-les avec un parent ou tuteur ; un élève de moins de 14 ans doit avoir l’accord de son tuteur pour utiliser le service.',
      ],
    },
    {
      heading: '2. Votre compte',
      paragraphs: [
        'Vous vous connectez avec votre numéro de téléphone, un compte et un mot de passe, ou WeChat. Un nouveau compte est activé avec un code d’invitation ou un code d’échange. Gardez votre mot de passe et vos codes de vérification pour vous : ce qui est fait depuis votre compte relève de votre responsabilité.',
        'Vous pouvez supprimer votre compte à tout moment dans les Paramètres. La suppression efface vos données personnelles comme décrit dans la Politique de confidentialité et est définitive.',
      ],
    },
    {
      heading: '3. Utiliser le tuteur IA',
      paragraphs: [
        'Le tuteur explique des exercices, vous aide à planifier votre travail et propose des stratégies d’examen. Ses réponses sont produites par un modèle informatique et peuvent être fausses : vérifiez les résultats importants et suivez vos enseignants en cas de désaccord.',
        'Utilisez le service pour apprendre, pas pour tricher : pas pendant les examens, ni pour rendre un travail qui n’est pas le vôtre là où c’est interdit.',
        'Ne publiez pas de contenu illégal, violent, haineux, sexuel ou portant atteinte aux droits d’autrui, et n’essayez pas de perturber le service ni d’en faire l’ingénierie inverse.',
      ],
    },
    {
      heading: '4. VIP et paiements',
      paragraphs: [
        'Les comptes gratuits ont un nombre limité de questions. Les formules VIP, affichées avec leur prix en yuans avant paiement, donnent des questions illimitées pendant le nombre de jours indiqué, à partir du paiement ou de la fin de votre VIP en cours ; les packs ajoutent le nombre de questions indiqué.',
        'Les paiements passent par WeChat Pay. Une commande non payée sous 30 minutes est fermée. Une autre personne (un parent, par exemple) peut payer votre commande en scannant son QR code.',
        'En cas de problème avec un achat, contactez-nous via {contact}. Les remboursements suivent la loi applicable ; une commande remboursée retire les jours VIP ou les questions qu’elle avait donnés.',
      ],
    },
    {
      heading: '5. Invitations',
      paragraphs: [
        'Vous pouvez inviter un nombre limité de camarades avec votre code d’invitation. Quand un camarade invité active son compte, vous pouvez recevoir des questions supplémentaires comme indiqué dans l’application. Les récompenses obtenues par de faux comptes ou d’autres abus peuvent être retirées.',
      ],
    },
    {
      heading: '6. Contenus et droits',
      paragraphs: [
        'Vos questions, photos et plannings restent les vôtres ; vous nous permettez de les traiter pour fournir le service. L’application, son design et ses propres contenus appartiennent à {operator} ou à ses concédants.',
      ],
    },
    {
      heading: '7. Disponibilité et responsabilité',
      paragraphs: [
        'Nous faisons en sorte que le service reste disponible et exact, sans pouvoir garantir qu’il ne soit jamais interrompu ni exempt d’erreurs. Dans les limites permises par la loi, nous ne sommes pas responsables des pertes indirectes liées à son utilisation.',
        'Nous pouvons suspendre les comptes qui enfreignent ces conditions ou la loi.',
      ],
    },
    {
      heading: '8. Modifications et contact',
      paragraphs: [
        'Nous pouvons mettre à jour ces conditions ; l’application affiche la date de la version en vigueur et vous demande de les accepter à nouveau après un changement important.',
        'Ces conditions sont régies par le droit de la République populaire de Chine. Questions : {contact}.',
      ],
    },
  ],
}
