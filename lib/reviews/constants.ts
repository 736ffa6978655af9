/** Review text longer than this many characters gets the See more / Show less toggle (SPEC section 9). */
export const REVIEW_TEXT_TOGGLE_THRESHOLD = 100;

/** Stars shown per rating (SPEC section 9). */
export const STARS_PER_RATING = 5;
