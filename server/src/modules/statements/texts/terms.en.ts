import type { StatementText } from './types'

export const termsEn: StatementText = {
  title: 'User Agreement',
  sections: [
    {
      heading: '1. About this agreement',
      paragraphs: [
        'Mug Tutor is an AI study assistant for secondary-school students, provided by {operator}. This agreement sets out the rules for using it in the mobile web app and the WeChat mini-program.',
        'By signing in you accept this agreement and our Privacy Policy. If you are under 18, please read them with a parent or guardian; a student under 14 needs a guardian’s consent to use the service.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You sign in with your phone number, an account and password, or WeChat. A new account is activated with an invitation code or an exchange code. Keep your password and verification codes to yourself: what is done in your account is your responsibility.',
        'You can delete your account at any time in Settings. Deleting it erases your personal data as described in the Privacy Policy and cannot be undone.',
      ],
    },
    {
      heading: '3. Using the AI tutor',
      paragraphs: [
        'The tutor explains exercises, helps you plan your study and suggests exam tactics. Its answers are produced by a computer model and can be wrong: check important results, and follow your teachers where they disagree.',
        'Use the service to learn, not to cheat: do not use it during exams or to hand in work that is not your own where that is forbidden.',
        'Do not upload content that is illegal, violent, hateful, sexual, or that infringes other people’s rights, and do not try to disrupt or reverse-engineer the service.',
      ],
    },
    {
      heading: '4. VIP and payments',
      paragraphs: [
        'Free accounts have a limited number of questions. VIP plans, shown with their price in Chinese yuan before you pay, give unlimited questions for the stated number of days, starting from payment or from the end of your current VIP; question packs add the stated number of questions.',
        'Payments are made through WeChat Pay. An order that is not paid within 30 minutes is closed. Someone else (for example a parent) may pay your order by scanning its QR code.',
        'If something went wrong with a purchase, contact us through {contact}. Refunds are handled according to applicable law; a refunded order takes back the VIP days or questions it gave.',
      ],
    },
    {
      heading: '5. Invitations',
      paragraphs: [
        'You can invite a limited number of classmates with your invitation code. When an invited classmate activates their account, you may receive extra questions as shown in the app. Rewards obtained by fake accounts or other abuse may be withdrawn.',
      ],
    },
    {
      heading: '6. Content and rights',
      paragraphs: [
        'Your questions, photos and study plans remain yours; you allow us to process them to provide the service. The app, its design and its own content belong to {operator} or its licensors.',
      ],
    },
    {
      heading: '7. Availability and liability',
      paragraphs: [
        'We work to keep the service available and correct but cannot guarantee it is never interrupted or free of errors. To the extent the law allows, we are not liable for indirect losses arising from its use.',
        'We may suspend accounts that break this agreement or the law.',
      ],
    },
    {
      heading: '8. Changes and contact',
      paragraphs: [
        'We may update this agreement; the app shows the date of the current version and asks you to agree again after important changes.',
        'This agreement is governed by the laws of the People’s Republic of China. Questions: {contact}.',
      ],
    },
  ],
}
