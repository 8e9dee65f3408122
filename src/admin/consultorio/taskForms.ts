/**
 * The phone page's forms, in a chunk of their own (with the content model's labels they read): the page's start
 * draws without them, and asks for them at its first idle moment, or when a task is opened.
 */
export { ContactForm } from "./ContactForm";
export { HoursForm } from "./HoursForm";
export { PaymentForm } from "./PaymentForm";
export { PhotoForm } from "./PhotoForm";
export { SpecialDatesForm } from "./SpecialDatesForm";
