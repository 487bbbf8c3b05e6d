// The password reset steps hand the email and the reset token to the next screen through sessionStorage
// (keys fixed in the contract), so a reload mid-flow keeps its place and closing the tab forgets it.
export const RESET_EMAIL_KEY = 'crewbase.reset.email';
export const RESET_TOKEN_KEY = 'crewbase.reset.token';

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key) || null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the flow then simply starts over.
  }
};

export const resetSession = {
  email: () => read(RESET_EMAIL_KEY),
  token: () => read(RESET_TOKEN_KEY),
  startWith: (email: string) => {
    write(RESET_EMAIL_KEY, email);
    write(RESET_TOKEN_KEY, null);
  },
  keepToken: (token: string) => write(RESET_TOKEN_KEY, token),
  clear: () => {
    write(RESET_EMAIL_KEY, null);
    write(RESET_TOKEN_KEY, null);
  },
};
