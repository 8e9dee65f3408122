import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import styled from "styled-components";
import { Button } from "../components/Button";
import { ChoiceGroup } from "../components/ChoiceGroup";
import { TextField } from "../components/TextField";
import { handOffChat } from "../boot/openChat";
import { ChatIcon, LockIcon } from "./BookingIcons";
import { bookingMessage } from "./bookingMessage";
import { usePracticeWhatsapp } from "./BookingContext";
import { usePracticeWords } from "./practiceWords";
import { dismissFieldsNotice, noticeFormProblem, noticeHandOff } from "./bookingNotices";
import type { Reason } from "./bookingReasons";
import { chatAddresses } from "./chatUrl";
import { useExamPreparationText } from "./ExamPreparation";
import { formatPhone } from "./formatPhone";
import { interests, isInterestValue, type InterestValue } from "./interests";
import {
  emptyBookingForm,
  fieldErrors,
  formNotice,
  invalidFields,
  isComplete,
  missingFieldsNotice,
  type BookingField,
  type BookingFormValues,
} from "./missingFields";

export interface BookingFormProps {
  /** Receives the name field, which the dialog focuses when it opens. */
  nameInputRef: RefObject<HTMLInputElement>;
  /** Called once the chat has been opened, with the interest sent: the modal closes and the reason is cleared. */
  onSent: (interest: InterestValue) => void;
  /** Why the form was opened (the call to action's reason): what it adds to the message, if anything. */
  reason?: Reason | null;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Privacy = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.inkMuted};

  svg {
    flex: none;
    width: ${({ theme }) => theme.fontSizes.md};
    height: ${({ theme }) => theme.fontSizes.md};
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** Narrower than a large Button on phones, so "Enviar para WhatsApp" stays on one line at 360 px. */
const SubmitButton = styled(Button)`
  && {
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};

    ${({ theme }) => theme.media.sm} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

/**
 * The booking request: name, WhatsApp and interest. Its values live here only, so they vanish when the dialog
 * closes and unmounts the form. A valid submit opens the WhatsApp chat in a new tab, at the practice's number the
 * booking provider holds (or, with no network, the WhatsApp app: src/boot/openChat.ts); nothing goes to a server.
 * An invalid one says, under each field that cannot be sent, what to write there (WCAG 3.3.1, 3.3.3), marks it
 * invalid, and puts the focus on the first, whose line a screen reader then reads with its label.
 */
export function BookingForm({ nameInputRef, onSent, reason }: BookingFormProps) {
  const practiceWhatsapp = usePracticeWhatsapp();
  const { landline, emergency } = usePracticeWords();
  const examPreparation = useExamPreparationText();
  const [values, setValues] = useState<BookingFormValues>(emptyBookingForm);
  const [triedToSend, setTriedToSend] = useState(false);
  /** Each refused submit asks for the focus on the first wrong field, once its line is drawn. */
  const [refusals, setRefusals] = useState(0);
  const whatsappRef = useRef<HTMLInputElement>(null);
  const firstInterestRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const invalid = triedToSend ? invalidFields(values) : [];
  const errorOf = (field: BookingField) =>
    invalid.includes(field) ? fieldErrors[field] : undefined;
  /** A change to the form: its notice has done its job; each field's line stays while the field is wrong. */
  const change = (next: (values: BookingFormValues) => BookingFormValues) => {
    dismissFieldsNotice();
    setValues(next);
  };
  const fieldRefs: Record<BookingField, RefObject<HTMLInputElement>> = {
    name: nameInputRef,
    whatsapp: whatsappRef,
    interest: firstInterestRef,
  };

  // After the render that draws the lines, so that the focused field already has its line and is marked invalid:
  // a screen reader reads them with its label.
  useEffect(() => {
    if (refusals === 0) return;
    const [first] = invalidFields(values);
    if (first) fieldRefs[first].current?.focus();
    // Only on a refusal: the values and refs of that render are the ones refused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete(values)) {
      setTriedToSend(true);
      setRefusals((count) => count + 1);
      // A filled form with a wrong number is told what is wrong with it, not to fill in every field.
      noticeFormProblem(formNotice(values) ?? missingFieldsNotice);
      return;
    }
    const message = bookingMessage(values, reason);
    const chat = chatAddresses(practiceWhatsapp, message);
    // Synchronously inside the submit event: after an await, Safari and others treat the new tab as a popup
    // and block it. Where the browser refuses the tab, the notice offers the chat as a link (bookingNotices.ts).
    const handOff = handOffChat(chat);
    setValues(emptyBookingForm);
    setTriedToSend(false);
    onSent(values.interest);
    noticeHandOff({
      handOff,
      chat,
      message,
      practiceWhatsapp,
      practiceLandline: landline,
      emergency,
      detail: values.interest === "realizar exames" ? examPreparation() : undefined,
    });
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <TextField
        ref={nameInputRef}
        id={`${id}-name`}
        label="Nome"
        name="name"
        type="text"
        autoComplete="name"
        placeholder="Digite seu nome completo"
        required
        maxLength={120}
        error={errorOf("name")}
        value={values.name}
        onChange={(event) => change((v) => ({ ...v, name: event.target.value }))}
      />

      <TextField
        ref={whatsappRef}
        id={`${id}-whatsapp`}
        label="WhatsApp"
        name="whatsapp"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(99) 99999-9999"
        required
        maxLength={40}
        error={errorOf("whatsapp")}
        value={values.whatsapp}
        onChange={(event) => change((v) => ({ ...v, whatsapp: formatPhone(event.target.value) }))}
      />

      <ChoiceGroup
        ref={firstInterestRef}
        legend="Interesse"
        name={`${id}-interest`}
        options={interests}
        value={values.interest}
        error={errorOf("interest")}
        onChange={(value) => {
          if (isInterestValue(value)) change((v) => ({ ...v, interest: value }));
        }}
      />

      <Actions>
        <SubmitButton type="submit" variant="primary" size="lg" fullWidth>
          <ChatIcon />
          Enviar para WhatsApp
        </SubmitButton>
        <Privacy>
          <LockIcon />
          Seus dados não ficam guardados neste site: a mensagem é enviada pelo seu próprio WhatsApp.
        </Privacy>
      </Actions>
    </Form>
  );
}
