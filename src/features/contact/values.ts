// The contact form's values, apart from its rules: the page's start module reads and shows the
// stored draft with these alone, and the rules come with the form's code.

export interface ContactValues {
  fullName: string;
  email: string;
  message: string;
}

export const EMPTY_VALUES: ContactValues = { fullName: '', email: '', message: '' };
