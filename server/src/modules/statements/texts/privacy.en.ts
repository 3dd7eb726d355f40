import type { StatementText } from './types'

export const privacyEn: StatementText = {
  title: 'Privacy Policy',
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        'Mug Tutor is provided by {operator}, which decides how your personal information is processed. This policy explains what we collect, why, and your rights. Many of our users are minors: we ask that students under 14 use the app with a guardian’s consent, and we process their information only to provide the service.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: [
        'Account: your phone number, or your account name and a hash of your password, or your WeChat identifier; your nickname and avatar if you set them.',
        'Study profile: school, grade, courses, preferred language and tutor tone, bedtime and wake-up time.',
        'What you create: questions, photos of exercises, the tutor’s answers, your mistake notebook, study-plan events and feedback you send.',
        'Purchases: orders, amounts, payment status and WeChat Pay transaction numbers. We never receive your bank card details.',
        'Technical data: the device identifier used for notifications, your IP address, and logs of requests kept for security and troubleshooting.',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: [
        'To sign you in and keep your account secure; to answer your questions and keep your history; to manage your study plan and remind you of it; to process payments and grant VIP; to send notifications you asked for; to answer feedback; and to prevent abuse. We do not use your information for advertising and we do not sell it.',
      ],
    },
    {
      heading: '4. Who processes it with us',
      paragraphs: [
        'Only what each task needs is shared with: SMS providers (your phone number and a code, to sign in); Tencent WeChat (sign-in, subscribe messages) and WeChat Pay (payments); the AI model provider configured by the operator (the text and photos of your questions, without your phone number or name). They may use the data only to perform that task.',
        'We disclose information to authorities only when the law requires it.',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [
        'We keep your information while your account exists. When you delete your account, your profile, questions, photos, study plan and notifications are erased; records of payments are kept for as long as accounting and tax law requires, and logs are deleted after a limited period.',
      ],
    },
    {
      heading: '6. Security',
      paragraphs: [
        'Connections are encrypted, passwords are stored only as strong hashes, sign-in tokens are stored hashed and can be revoked, and access to data is limited to each student’s own account.',
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: [
        'You can see and correct your profile in the app, turn notifications off, withdraw consent by deleting your account, and ask us for a copy of your information or for anything else about it through {contact}. A guardian may exercise these rights for a minor.',
      ],
    },
    {
      heading: '8. Changes',
      paragraphs: ['We will tell you in the app when this policy changes in a way that matters, and show the date of the current version.'],
    },
  ],
}
