/**
 * Spec part 1 §8: the sign-in screen's messages. Apart from the auth schemas, so that the web app's sign-in page
 * paints without loading zod.
 */
export const INVALID_CREDENTIALS = "Invalid credentials";
export const EMPTY_LOGIN_MESSAGE = "Please enter both username and password";
