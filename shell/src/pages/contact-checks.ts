import { emailFormat, fitsFormat } from 'shared-lib/domain';
import { contactMessageBody, fieldErrorFor } from 'shared-lib/requests';

export interface ContactForm {
  fullName: string;
  emailAddress: string;
  subject: string;
  message: string;
}

/** What can be wrong with a contact form's field (its text: `contact.errors.<problem>`). */
export type ContactProblem = 'required' | 'email' | 'nameLength' | 'subjectLength' | 'messageLength';

/** The API's own schema (contactMessageBody: name 2-100, subject 2-150, message 10-5000), checked before sending. */
export function validateContact(f: ContactForm): Partial<Record<keyof ContactForm, ContactProblem>> {
  const e: Partial<Record<keyof ContactForm, ContactProblem>> = {};
  const { name, subject, message } = contactMessageBody.entries;
  const fails = (schema: typeof name, value: string) => fieldErrorFor(schema, value) !== null;
  if (!f.fullName.trim()) e.fullName = 'required';
  else if (fails(name, f.fullName)) e.fullName = 'nameLength';
  if (!f.emailAddress.trim()) e.emailAddress = 'required';
  else if (!fitsFormat(emailFormat, f.emailAddress.trim())) e.emailAddress = 'email';
  if (!f.subject.trim()) e.subject = 'required';
  else if (fails(subject, f.subject)) e.subject = 'subjectLength';
  if (!f.message.trim()) e.message = 'required';
  else if (fails(message, f.message)) e.message = 'messageLength';
  return e;
}
