/** What a typed gift card code can be told, on the server and in the booking form alike. */
export const CODE_MESSAGES = {
  notFound: "We could not find a gift card with that code. Check it and try again.",
  void: "This gift card was cancelled and cannot be used. Please call us if you think this is a mistake.",
  empty: "This gift card has no balance left.",
  tooMany: "Too many wrong gift card codes.",
} as const;
