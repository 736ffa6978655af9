import type { LegalPageContent } from "../types";

export const termsPage: LegalPageContent = {
  slug: "terms-and-conditions",
  path: "/terms-and-conditions",
  title: "Terms and Conditions | Borough Bright Cleaning",
  metaDescription:
    "The terms for booking with Borough Bright Cleaning: quotes, payment after the visit, 24-hour cancellation, access, our satisfaction guarantee and gift cards.",
  h1: "Terms and Conditions",
  effectiveDate: "2026-11-21",
  intro: [
    "These terms apply when you use our website, create an account, book a cleaning or buy a gift card from Borough Bright Cleaning (we, us, our). By booking or buying, you agree to them, so please read them. We have tried to write them in plain English.",
    "Nothing in these terms takes away rights you have under New York law or any other law that cannot be waived by contract.",
  ],
  sections: [
    {
      id: "accounts",
      heading: "1. Your account",
      paragraphs: [
        "You must be at least 18 to create an account or book a service. Keep your account details accurate, verify your email address, and keep your password to yourself; you are responsible for bookings made through your account.",
        "We may suspend or block an account that is used fraudulently, abusively or in breach of these terms. A blocked account may keep read-only access to its orders, and we will tell you why it was blocked.",
      ],
    },
    {
      id: "booking",
      heading: "2. Booking",
      paragraphs: [
        "We serve residential ZIP codes in Manhattan, Brooklyn and Queens. You can book any day from the next calendar day up to 90 days ahead, with start times on the hour from 8 AM to 5 PM New York time, seven days a week.",
        "Submitting the booking form creates an order in pending status. It becomes confirmed once our staff have reviewed it, and a cleaner is assigned after that. If for any reason we cannot serve a booking, we will tell you as soon as possible and you will not be charged for it.",
        "Recurring bookings (weekly, every two weeks or monthly) create a series of visits, generated on a rolling basis several weeks ahead. Each visit is an order of its own under these terms.",
      ],
    },
    {
      id: "pricing",
      heading: "3. Prices and quotes",
      paragraphs: [
        "The booking form calculates your price from what you tell us: the service, the number of bedrooms and bathrooms or the square footage, the hours for hourly services, the extras and the frequency. The quote is itemized and is confirmed by our system when you submit. There are no hidden fees.",
        "Recurring regular cleaning receives a discount on the service and extras: 10% for monthly, 15% for every two weeks and 20% for weekly visits. A special offer is applied after that discount, and New York City sales tax, currently 8.875%, is applied to the amount that remains. A gift card balance then pays some or all of the total.",
        "Your quote depends on accurate details. If the home turns out to be meaningfully larger than booked, or in a much worse condition than the service assumes, your cleaner will contact you before going on. You can then keep the booked scope and time, or approve an updated quote. We never charge more than your confirmed quote without your approval.",
        "Office spaces over 20,000 square feet, post-construction projects over 10,000 square feet and other unusual jobs are priced by written estimate, which you can request free through our contact page.",
      ],
    },
    {
      id: "payment",
      heading: "4. Payment",
      paragraphs: [
        "No card is charged when you book. Payment for a visit is due after the visit is completed, and your order page shows the amount due. Where we offer online payment, it is processed by our payment processor under its own terms.",
        "If payment is not made within a reasonable time after the visit, we may pause future visits in your series until the balance is settled.",
      ],
    },
    {
      id: "cancellation",
      heading: "5. Cancelling and rescheduling",
      paragraphs: [
        "You can reschedule, change or cancel a visit for free from your order page until 24 hours before its start time. For a recurring series, you can change or cancel one visit or cancel the whole series the same way.",
        "Within 24 hours of the start time, the order can no longer be changed online; call us at {phone}. A cancellation inside that window, or a visit our cleaner cannot carry out because nobody gives access, carries a late-cancellation fee of {lateCancellationFee}.",
        "If we have to reschedule because of severe weather, a transit shutdown, illness or another problem on our side, we will contact you as early as we can. You can accept a new time or cancel without any fee.",
      ],
    },
    {
      id: "access",
      heading: "6. Access, keys and your building",
      paragraphs: [
        "You are responsible for giving us access at the start time: being home, or leaving clear access notes such as where a key is, a lockbox code, or instructions for your doorman or super. Make sure your building allows our visit and tell us its rules, including vendor hours, service entrances and elevator reservations.",
        "If your building or managing agent requires a certificate of insurance, send us its requirements before the visit. We will arrange a certificate that meets reasonable requirements; a visit that cannot proceed because the building was not told or the requirements arrived too late is treated under section 5.",
        "We need working lights and running water. For move and post-construction cleaning, the utilities must still be on.",
      ],
    },
    {
      id: "pets",
      heading: "7. Pets",
      paragraphs: [
        "Tell us about your pets in the access notes. Secure any animal that may be anxious or aggressive with strangers, or that tries to run out of an open door. Our cleaners will keep doors closed and follow your instructions, but they do not walk, feed or look after pets, and they may leave without cleaning if an animal makes it unsafe to work; a visit ended for that reason is treated under section 5.",
      ],
    },
    {
      id: "excluded",
      heading: "8. What our cleaners do not do",
      paragraphs: [
        "For safety and legal reasons, the following are outside every service, including custom cleaning:",
      ],
      bullets: [
        "Biohazards: blood, bodily fluids, human waste, accumulated animal waste, needles and other sharps, and regulated medical waste.",
        "Lifting or moving anything heavier than 40 pounds, including furniture, appliances and debris.",
        "Exterior windows above the ground floor, and any work that requires leaning out of a window or going onto a fire escape.",
        "Mold remediation beyond ordinary surface mildew, pest extermination, and hazardous materials such as asbestos or lead paint.",
        "Repairs, electrical, plumbing or appliance work, and hauling furniture, bulky items or construction debris.",
        "Handling cash, jewelry or other valuables, and opening safes, mail or private papers.",
      ],
    },
    {
      id: "belongings",
      heading: "9. Your home and belongings",
      paragraphs: [
        "Please put away cash, jewelry, documents and small valuables before a visit, and tell us about anything fragile, valuable or sensitive to certain products, such as natural stone, antique wood or delicate finishes. Our cleaners follow your instructions on products to use or avoid.",
      ],
    },
    {
      id: "guarantee",
      heading: "10. 100% satisfaction guarantee",
      paragraphs: [
        "If you are not satisfied with any part of a cleaning we performed, tell us within 24 hours after the visit ends, through the satisfaction poll, by replying to our email, through our contact page or at {phone}. We will send a cleaner back to re-clean the areas you reported, free of charge, at a time we agree with you.",
        "The guarantee covers the tasks included in the service and extras you booked. It does not cover tasks that were not booked, conditions we warned you about in advance, or problems caused by access or instructions given to us. If a re-clean does not resolve the problem, we will work with you on a fair solution.",
      ],
    },
    {
      id: "damage",
      heading: "11. Damage and claims",
      paragraphs: [
        "Our cleaners are insured. If you believe something was damaged during a visit, tell us within 24 hours after the visit ends, with photos where possible, and keep the damaged item until we have assessed it. We will investigate promptly and, where we are responsible, repair the item, replace it or pay its reasonable value, at our option.",
        "We are not responsible for damage caused by normal wear, existing defects or improper installation, by following your instructions or using products you provided, or for items of unusual value you did not tell us about in advance.",
      ],
    },
    {
      id: "gift-cards",
      heading: "12. Gift cards",
      paragraphs: [
        "Gift cards can be bought on our website and are delivered to the recipient by email on the date the buyer chooses; the buyer also sees the code on the confirmation page. A gift card can be applied to any of our services at the review step of a booking. The amount used is deducted from its balance, any remaining balance stays on the card, and if an order paid with a gift card is cancelled, the amount used goes back on the card.",
        "Our gift cards do not expire, and we charge no fees on them of any kind: no activation, dormancy, inactivity, service or maintenance fees. This goes further than New York General Business Law section 396-i, under which gift cards sold in New York on or after December 10, 2022 must remain valid for at least nine years from issuance and may not carry such fees.",
        "Gift cards have no cash value and cannot be exchanged for cash, except where the law requires it: under New York law, when the remaining balance of your card is less than five dollars, you may ask us to pay that balance to you in cash. Gift card purchases are non-refundable except where the law requires a refund or we made an error.",
        "Keep your code safe, because anyone who has it can use it. If a code is lost, the recipient should first check the delivery email and the buyer the purchase confirmation. If it still cannot be found, contact us with the purchase details; after we verify ownership, we will cancel the old code and issue a new one for the remaining balance. We limit repeated wrong code entries to prevent guessing.",
      ],
    },
    {
      id: "offers",
      heading: "13. Special offers",
      paragraphs: [
        "Special offers are shown on the website and may be assigned to your account. An offer can be used only if it is assigned to you and active on the date of the visit. Each assigned offer is single-use: applying it to an order uses it up, and if that order is cancelled before the visit, the offer is returned to your account. An offer never reduces an order below zero and cannot be exchanged for cash.",
      ],
    },
    {
      id: "liability",
      heading: "14. Limitation of liability",
      paragraphs: [
        "To the fullest extent the law allows, and except for damage handled under section 11, our total liability for any claim relating to a visit is limited to the price you paid for that visit. We are not liable for indirect or consequential losses, such as lost profits or lost use of your home or office.",
        "These limits do not apply to liability for our gross negligence or willful misconduct, or to any liability that New York law does not allow us to limit.",
      ],
    },
    {
      id: "website",
      heading: "15. Using our website",
      paragraphs: [
        "Do not misuse the website: no attempts to access other people's accounts or data, interfere with its operation, or submit false bookings. We may take the website offline for maintenance, during which booking and account pages are unavailable.",
      ],
    },
    {
      id: "law",
      heading: "16. Governing law and disputes",
      paragraphs: [
        "These terms are governed by the laws of the State of New York. Any dispute that we cannot resolve together will be decided by the state or federal courts located in New York City, and you may also bring a claim in small claims court where it qualifies.",
      ],
    },
    {
      id: "changes",
      heading: "17. Changes to these terms",
      paragraphs: [
        "We may update these terms by posting a new version here with a new effective date. Orders already confirmed remain under the terms in force when they were booked, unless a change is required by law.",
      ],
    },
    {
      id: "contact",
      heading: "18. Contact",
      paragraphs: ["Questions about these terms can be sent to {email} or asked by phone at {phone}."],
    },
  ],
};
