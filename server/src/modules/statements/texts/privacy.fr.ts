import type { StatementText } from './types'

export const privacyFr: StatementText = {
  title: 'Politique de confidentialité',
  sections: [
    {
      heading: '1. Qui nous sommes',
      paragraphs: [
        'Mug Tutor est fourni par {operator}, qui décide de la manière dont vos données personnelles sont traitées. Cette politique explique ce que nous collectons, pourquoi, et quels sont vos droits. Beaucoup de nos utilisateurs sont mineurs : les élèves de moins de 14 ans doivent utiliser l’application avec l’accord d’un tuteur, et nous ne traitons leurs données que pour fournir le service.',
      ],
    },
    {
      heading: '2. Ce que nous collectons',
      paragraphs: [
        'Compte : votre numéro de téléphone, ou votre nom de compte et une empreinte de votre mot de passe, ou votre identifiant WeChat ; votre pseudo et votre avatar si vous les définissez.',
        'Profil d’étude : établissement, classe, matières, langue et ton du tuteur préférés, heures de coucher et de lever.',
        'Ce que vous créez : questions, photos d’exercices, réponses du tuteur, carnet d’erreurs, événements du planning et avis que vous envoyez.',
        'Achats : commandes, montants, état des paiements et numéros de transaction WeChat Pay. Nous ne recevons jamais vos données bancaires.',
        'Données techniques : l’identifiant d’appareil utilisé pour les notifications, votre adresse IP et les journaux de requêtes conservés pour la sécurité et le dépannage.',
      ],
    },
    {
      heading: '3. Pourquoi nous les utilisons',
      paragraphs: [
        'Pour vous connecter et sécuriser votre compte ; répondre à vos questions et conserver votre historique ; gérer votre planning et vous le rappeler ; traiter les paiements et accorder le VIP ; envoyer les notifications que vous avez demandées ; répondre à vos avis ; prévenir les abus. Nous n’utilisons pas vos données pour la publicité et ne les vendons pas.',
      ],
    },
    {
      heading: '4. Qui les traite avec nous',
      paragraphs: [
        'Seul ce dont chaque tâche a besoin est partagé avec : les prestataires SMS (votre numéro et un code, pour la connexion) ; Tencent WeChat (connexion, messages d’abonnement) et WeChat Pay (paiements) ; le fournisseur de modèle d’IA choisi par l’exploitant (le texte et les photos de vos questions, sans votre numéro ni votre nom). Ils ne peuvent utiliser les données que pour cette tâche.',
        'Nous ne communiquons des informations aux autorités que lorsque la loi l’exige.',
      ],
    },
    {
      heading: '5. Durée de conservation',
      paragraphs: [
        'Nous conservons vos données tant que votre compte existe. Quand vous le supprimez, votre profil, vos questions, photos, planning et notifications sont effacés ; les traces des paiements sont gardées aussi longtemps que le droit comptable et fiscal l’exige, et les journaux sont supprimés après une durée limitée.',
      ],
    },
    {
      heading: '6. Sécurité',
      paragraphs: [
        'Les connexions sont chiffrées, les mots de passe ne sont conservés que sous forme d’empreintes robustes, les jetons de connexion sont stockés sous forme d’empreintes et révocables, et l’accès aux données est limité au compte de chaque élève.',
      ],
    },
    {
      heading: '7. Vos droits',
      paragraphs: [
        'Vous pouvez consulter et corriger votre profil dans l’application, désactiver les notifications, retirer votre consentement en supprimant votre compte, et nous demander une copie de vos données ou toute autre chose à leur sujet via {contact}. Un tuteur peut exercer ces droits pour un mineur.',
      ],
    },
    {
      heading: '8. Modifications',
      paragraphs: ['Nous vous prévenons dans l’application lorsque cette politique change de façon importante, et affichons la date de la version en vigueur.'],
    },
  ],
}
