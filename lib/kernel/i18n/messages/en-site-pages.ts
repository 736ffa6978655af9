/**
 * The words of the top-level pages' components (docs/product.md, "Languages"): About, the
 * services overview, the privacy policy and the terms (their copy comes from lib/site/content;
 * these are the words the views add around it), and the contact page, its form and its details,
 * which have no content module. Plain strings, some with `{name}` values, read without a
 * formatter (lib/kernel/i18n/site-pages-words.ts), because the contact form is a client component.
 */
export const enSitePages = {
  crumbs: { about: "About", services: "Services", privacyPolicy: "Privacy Policy", terms: "Terms & Conditions" },
  about: {
    eyebrow: "About us",
    mapTitle: "Map of Manhattan, Brooklyn and Queens, the three boroughs we serve",
    valuesHeading: "What we stand for",
  },
  legal: { effective: "Effective {date}", contents: "Contents" },
  servicesOverview: {
    eyebrow: "Services",
    book: "Book Now",
    helpMeChoose: "Help me choose",
    imageAlt: "A cleaning kit: a bucket of suds, a spray bottle and a sponge",
  },
  contact: {
    title: "Contact Us and Free Estimates | Borough Bright Cleaning",
    metaDescription:
      "Contact Borough Bright Cleaning in Manhattan, Brooklyn and Queens: ask a question or request a free estimate for office and post-construction cleaning.",
    eyebrow: "Manhattan · Brooklyn · Queens",
    h1: "Contact Borough Bright Cleaning",
    intro:
      "A question about a cleaning, a quote for your office, or a renovation that left dust everywhere? Write to our New York City team and a real person will answer, by email, phone or text, as you prefer.",
    formHeading: "Send us a message",
    requiredNote: "Fields without “optional” are required.",
  },
  contactForm: {
    formLabel: "Contact us",
    name: "Your name",
    email: "Email",
    phone: "Phone (optional)",
    phoneHint: "Needed if you would like a call or a text.",
    borough: "Borough",
    boroughPlaceholder: "Choose your borough",
    /** Marked " (optional)" by the form in English; another language says so in the label itself. */
    service: "Service",
    servicePlaceholder: "Not sure yet",
    freeEstimate: "Request a free estimate",
    freeEstimateHint: "For offices and post-construction jobs we look at the space first, in person or by video, and send a written quote.",
    preferredContact: "How should we reach you?",
    message: "How can we help?",
    messageHint: "The size of the home or office, the date you have in mind, anything we should know.",
    sending: "Sending…",
    send: "Send message",
    errorSummary: "There is a problem with your answers",
    /** The message a link from the booking form fills in (lib/contact/estimate-prefill.ts). */
    estimateMessage: "I would like a free estimate for {service}{size}. ",
    estimateSize: ", about {squareFeet} sq ft",
    honeypot: "Website",
    boroughs: { Manhattan: "Manhattan", Brooklyn: "Brooklyn", Queens: "Queens", Other: "Somewhere else" },
    methods: { email: "Email", phone: "Phone call", text: "Text message" },
    /** The form's own checks, by the keys of CONTACT_MESSAGES (lib/contact/contact-schema.ts). */
    errors: {
      name: "Enter your name.",
      nameLength: "Keep your name under {max} characters.",
      nameLink: "Enter just your name, without links.",
      email: "Enter a valid email address, like name@example.com.",
      borough: "Choose your borough.",
      service: "Choose a service from the list.",
      preferredContact: "Choose how we should reach you.",
      phoneNeeded: "Add a phone number so we can call or text you.",
      message: "Tell us how we can help.",
      messageShort: "Tell us a little more (at least {min} characters).",
      messageLong: "Keep your message under 2,000 characters.",
      freeEstimate: "A free estimate is for office and post-construction jobs: choose one of those services first.",
      phoneInvalid: "That doesn't look like a complete phone number. Please check it, for example (917) 555-0123.",
      phoneNotUs: "We can only send texts to US phone numbers. Please give a US mobile number.",
      phoneNotMobile: "That number can't receive text messages. Please give a mobile number.",
    },
  },
  contactSent: {
    heading: "Message sent",
    /** The server's own thanks (CONTACT_THANKS, lib/contact/submit-contact.ts), which English shows as it comes. */
    thanks: "Thanks for getting in touch! We sent a confirmation to your email and will get back to you soon.",
    another: "Send another message",
  },
  contactDetails: {
    heading: "Talk to a person",
    callOrText: "Call or text",
    email: "Email",
    officeHours: "Office hours",
    hours: { days: "7 days a week", hours: "8 AM to 7 PM", timeZone: "New York time" },
    replyPromise: "We reply within one business day, usually the same day.",
    estimatesHeading: "Free estimates for offices and renovations",
    estimatesText:
      "Office, commercial and post-construction jobs depend on the space, so we look first, in person or by video, and send a written quote at no cost. Choose one of those services in the form and tick “Request a free estimate”.",
    bookingHeading: "Booking a home cleaning?",
    bookingText: "Apartments and houses get an instant price online, no call needed.",
    bookingLink: "Get your quote and book",
  },
} as const;
