import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import styled from "styled-components";
import { Button } from "../components/Button";
import { ChoiceGroup } from "../components/ChoiceGroup";
import { TextField } from "../components/TextField";
import { openChatInNewTab } from "../boot/openChat";
import { ChatIcon, LockIcon } from "./BookingIcons";
import { bookingMessage } from "./bookingMessage";
import { usePracticeWhatsapp } from "./BookingContext";
import { noticeMissingFields, noticeRedirecting } from "./bookingNotices";
import { chatUrl } from "./chatUrl";
import { useExamPreparationText } from "./ExamPreparation";
import { formatPhone } from "./formatPhone";
import { interests, isInterestValue, type InterestValue } from "./interests";
import {
  emptyBookingForm,
  isComplete,
  missingFields,
  type BookingField,
  type BookingFormValues,
} from "./missingFields";

export interface BookingFormProps {
  /** Receives the name field, which the dialog focuses when it opens. */
  nameInputRef: RefObject<HTMLInputElement>;
  /** Called once the chat has been opened, with the interest sent: the modal closes and the reason is cleared. */
  onSent: (interest: InterestValue) => void;
  /** Why the form was opened (its reason's words, the call to action's), said at the end of the message. */
  reasonLabel?: string;
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
 * booking provider holds; nothing goes to a server.
 */
export function BookingForm({ nameInputRef, onSent, reasonLabel }: BookingFormProps) {
  const practiceWhatsapp = usePracticeWhatsapp();
  const examPreparation = useExamPreparationText();
  const [values, setValues] = useState<BookingFormValues>(emptyBookingForm);
  const [triedToSend, setTriedToSend] = useState(false);
  const whatsappRef = useRef<HTMLInputElement>(null);
  const firstInterestRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const missing = triedToSend ? missingFields(values) : [];
  const fieldRefs: Record<BookingField, RefObject<HTMLInputElement>> = {
    name: nameInputRef,
    whatsapp: whatsappRef,
    interest: firstInterestRef,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete(values)) {
      setTriedToSend(true);
      noticeMissingFields();
      // The toast says what is wrong; focus on the first empty field says where, and a screen reader reads
      // that field's label at once.
      const [first] = missingFields(values);
      if (first) fieldRefs[first].current?.focus();
      return;
    }
    const url = chatUrl(
      practiceWhatsapp,
      bookingMessage(values.name, values.interest, reasonLabel),
    );
    // Synchronously inside the submit event: after an await, Safari and others treat the new tab as a popup
    // and block it. Where the browser refuses the tab, the notice offers the chat as a link (bookingNotices.ts).
    const opened = openChatInNewTab(url);
    setValues(emptyBookingForm);
    setTriedToSend(false);
    onSent(values.interest);
    noticeRedirecting(
      opened ? undefined : url,
      values.interest === "realizar exames" ? examPreparation() : undefined,
    );
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
        invalid={missing.includes("name")}
        value={values.name}
        onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
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
        invalid={missing.includes("whatsapp")}
        value={values.whatsapp}
        onChange={(event) =>
          setValues((v) => ({ ...v, whatsapp: formatPhone(event.target.value) }))
        }
      />

      <ChoiceGroup
        ref={firstInterestRef}
        legend="Interesse"
        name={`${id}-interest`}
        options={interests}
        value={values.interest}
        invalid={missing.includes("interest")}
        onChange={(value) => {
          if (isInterestValue(value)) setValues((v) => ({ ...v, interest: value }));
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
