import type { LegalPageContent } from "../types";

export const privacyPolicyPage: LegalPageContent = {
  slug: "privacy-policy",
  path: "/privacy-policy",
  title: "Privacy Policy | Borough Bright Cleaning",
  metaDescription:
    "How Borough Bright Cleaning collects, uses, shares, protects and retains your personal information, and how to access, correct or delete it.",
  h1: "Privacy Policy",
  effectiveDate: "2026-11-21",
  intro: [
    "Borough Bright Cleaning (we, us, our) provides residential and commercial cleaning in Manhattan, Brooklyn and Queens. To clean your home or office we need to know some things about you, including where you live and how to get in. This policy explains what we collect, why, who sees it, how long we keep it and what you can ask us to do with it.",
    "It applies to our website, online booking, your account, our emails and any contact you have with our staff. If anything here is unclear, write to us at {email}.",
  ],
  sections: [
    {
      id: "what-we-collect",
      heading: "1. Information we collect",
      paragraphs: [
        "We collect only what we need to run the service. Most of it you give us directly; a small amount is created automatically when you use the website.",
      ],
      bullets: [
        "Account details: your first and last name, email address, password, phone number, profile picture if you upload one, and saved addresses. Your password is stored only as a one-way hash, never in readable form.",
        "Google sign-in: if you choose to sign in with Google, Google shares your name, email address and profile picture with us. We do not receive your Google password.",
        "Booking details: the service, bedrooms, bathrooms or square footage, extras, frequency, date and time, your address, your phone number and any notes you write for the cleaner.",
        "Access notes: door and lockbox codes, where a key is left, your doorman's or super's name, alarm instructions and information about pets. We treat these as sensitive because they give access to your home.",
        "Order history: each order's status changes with their time and author, your cleaner's check-in and check-out times, and the rating and comment you give in our satisfaction poll.",
        "Contact and estimate requests: your name, email, phone, borough, the service you ask about, your preferred contact method and your message.",
        "Emailed quotes: if you tick \"Email me my quote\" while booking, your email address, your answers about the cleaning (service, rooms, extras, date) and the price we quoted. We send that quote once, an hour later, only if you have not booked; its link to stop emails works at any time.",
        "Gift cards: the buyer's account, the recipient's name and email, the personal message and delivery date, and the card's balance and redemptions. Gift card codes are stored only in hashed and encrypted form.",
        "Payment information: card payments, where offered, are handled by our payment processor. We receive confirmation of the payment and its amount, but we do not receive or store your full card number or security code.",
        "Technical data: your IP address, browser type, the pages requested and the time of each request, recorded in our server logs.",
      ],
    },
    {
      id: "cookies",
      heading: "2. Cookies and storage in your browser",
      paragraphs: [
        "We use a session cookie to keep you logged in and to protect your account. It is strictly necessary; without it the account pages cannot work. Our web servers add one more strictly necessary cookie, bb_route: a random value that keeps your browser talking to the same server, so live account notices reach you. It holds nothing about you.",
        "We also use your browser's local storage for three things: the booking form you have started, so you can leave and continue later; a copy of your name and picture for the page header, refreshed at least daily; and the sign-in data that keeps your session active. This data stays on your device, and logging out or clearing your browser data removes it.",
        "We do not use advertising cookies and we do not allow third-party advertising trackers on our website.",
      ],
    },
    {
      id: "reviews",
      heading: "3. Google reviews and other third-party content",
      paragraphs: [
        "Our home page shows customer reviews published on Google Maps. Those reviews, the reviewers' names and their profile pictures come from Google and are shown as Google provides them; if you wrote one and want it changed or removed, you can edit or delete it in your Google account. When your browser loads a reviewer's profile picture, Google receives your IP address as it would for any image it serves. Google's own privacy policy applies to that.",
      ],
    },
    {
      id: "how-we-use",
      heading: "4. How we use your information",
      paragraphs: ["We use your information only for these purposes:"],
      bullets: [
        "To quote, schedule, perform and follow up on cleanings, including giving your cleaner the address and access notes for the visit.",
        "To run your account, verify your email address, reset your password and keep your sign-in secure.",
        "To send service emails: confirmation that we received your booking, its confirmation, changes and cancellations, a reminder 24 hours before your visit, a completion notice with a one-question satisfaction poll, and gift card deliveries.",
        "To honor our satisfaction guarantee, investigate complaints and handle damage claims.",
        "To issue, deliver and redeem gift cards and apply special offers.",
        "To answer your messages and prepare estimates.",
        "To protect the service: detecting abuse and spam, limiting repeated wrong gift card codes, and investigating security incidents.",
        "To keep the business and tax records the law requires.",
      ],
    },
    {
      id: "emails",
      heading: "5. Emails we send",
      paragraphs: [
        "Account and order emails are part of the service, so they are sent as long as you have an account or an active order. We do not send marketing emails unless you have agreed to receive them, and every marketing email we send includes a way to unsubscribe.",
      ],
    },
    {
      id: "sharing",
      heading: "6. Who we share information with",
      paragraphs: [
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share it only as follows:",
      ],
      bullets: [
        "Your cleaner sees the jobs assigned to them: date and time, address with access notes, service, rooms and extras, and your first name and phone number. They do not see your payment information or your other orders.",
        "Our staff see what they need to confirm orders, assign cleaners and help you, and every staff action on an account is recorded in an audit log.",
        "Service providers who process data on our behalf under contract: website hosting and databases, email delivery, our payment processor and Google for sign-in and reviews. They may use the data only to provide their service to us.",
        "Authorities, courts or other parties when the law requires it, or when needed to protect the safety of people or property.",
        "A buyer or successor if our business is sold or merged, subject to this policy.",
      ],
    },
    {
      id: "retention",
      heading: "7. How long we keep information",
      paragraphs: [
        "We keep account information while your account is open. When you close your account, we delete or anonymize your profile, saved addresses and access notes, except what we must keep for the reasons below.",
        "Orders, payments and gift card records are business and tax records. New York requires sales tax records to be kept for at least three years, and we keep order and payment records for up to seven years to cover tax, accounting and legal claims. Access notes attached to past orders are removed when you close your account or ask us to remove them, unless they are needed for an open complaint or claim.",
        "Contact and estimate requests are kept for up to two years after our last exchange with you. Server logs are kept for a limited period, normally no longer than 90 days, unless we need them to investigate a security incident. Information in your browser's local storage stays until you log out or clear it.",
      ],
    },
    {
      id: "security",
      heading: "8. How we protect your information",
      paragraphs: [
        "New York's SHIELD Act (General Business Law section 899-bb) requires businesses that hold New Yorkers' private information to maintain reasonable administrative, technical and physical safeguards. We take that obligation seriously, and our safeguards include:",
      ],
      bullets: [
        "Encrypted connections (HTTPS) for the website and account pages.",
        "Passwords stored only as strong one-way hashes; gift card codes stored hashed and encrypted.",
        "Access on a need-to-know basis: cleaners see only their assigned jobs, staff access depends on their role, and staff actions are logged.",
        "Server-side checks on every request for account and order data, so one customer can never read another's.",
        "Limits on repeated gift card code attempts and on automated form submissions.",
        "Training for staff and cleaners on handling keys, codes and customer information.",
      ],
    },
    {
      id: "breach",
      heading: "9. If something goes wrong",
      paragraphs: [
        "If a security breach affects your private information, we will notify you, and the New York Attorney General and other state agencies where required, as New York General Business Law section 899-aa requires and without unreasonable delay. We will tell you what happened, what information was involved and what you can do.",
      ],
    },
    {
      id: "your-rights",
      heading: "10. Your rights and choices",
      paragraphs: [
        "Whichever state you live in, you can ask us to:",
      ],
      bullets: [
        "Tell you what personal information we hold about you, where it came from, why we use it and who we share it with.",
        "Give you a copy of that information in a portable format.",
        "Correct information that is wrong. You can also update your name, phone, picture, addresses and email yourself in your profile.",
        "Delete your information, subject to the records we must keep by law.",
        "Stop any marketing emails.",
      ],
    },
    {
      id: "exercising-rights",
      heading: "11. How to exercise your rights",
      paragraphs: [
        "Send your request to {email} or call {phone}. To protect you, we will verify your identity before acting, usually by asking you to confirm from the email address on your account. You may use an authorized agent, who will need your signed permission.",
        "We respond within 45 days; if we need more time, we will tell you why. We will not charge you, deny you service or give you a different price or quality because you exercised your rights. California residents have these rights under the California Consumer Privacy Act where it applies to us, and we honor the same requests from everyone. If we decline a request, we will explain why, and you may ask us to reconsider by replying to our answer.",
      ],
    },
    {
      id: "children",
      heading: "12. Children",
      paragraphs: [
        "Our website and services are meant for adults. You must be 18 or older to create an account or book a cleaning, and we do not knowingly collect personal information from children under 13. If you believe a child has given us information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      heading: "13. Changes to this policy",
      paragraphs: [
        "If we change this policy, we will post the new version here with a new effective date. If the change is significant, we will also tell account holders by email before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "14. Contact us",
      paragraphs: [
        "Questions or requests about your privacy can go to {email}, to {phone}, or through the form on our contact page. We are a New York City business and we answer privacy questions ourselves.",
      ],
    },
  ],
};
