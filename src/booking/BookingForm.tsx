import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import styled, { css } from "styled-components";
import { Button } from "../components/Button";
import { ChatIcon, LockIcon } from "./BookingIcons";
import { bookingMessage } from "./bookingMessage";
import { noticeMissingFields, noticeRedirecting } from "./bookingNotices";
import { chatUrl } from "./chatUrl";
import { formatPhone } from "./formatPhone";
import { interests, isInterestValue } from "./interests";
import {
  emptyBookingForm,
  isComplete,
  missingFields,
  type BookingField,
  type BookingFormValues,
} from "./missingFields";

export interface BookingFormProps {
  /** The practice's WhatsApp number: digits with country code 55, e.g. "5598987654321". */
  practiceWhatsapp: string;
  /** Receives the name field, which the dialog focuses when it opens. */
  nameInputRef: RefObject<HTMLInputElement>;
  /** Called once the chat has been opened: the modal closes and the reason is cleared. */
  onSent: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const labelText = css`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`;

const Label = styled.label`
  ${labelText}
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.targetLarge};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.durations.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
    opacity: 1;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Fieldset = styled.fieldset<{ $invalid: boolean }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    ${labelText}
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      label {
        border-color: ${theme.colors.danger};
      }
    `}
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The whole row is the label, so a tap anywhere on it chooses the option: a big target for unsteady hands. */
const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.target};
  padding: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.xs} {
    gap: ${({ theme }) => theme.space[3]};
    padding-inline: ${({ theme }) => theme.space[4]};
  }
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    background-color ${({ theme }) => theme.durations.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  input {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
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
 * closes and unmounts the form. A valid submit opens the WhatsApp chat in a new tab; nothing goes to a server.
 */
export function BookingForm({ practiceWhatsapp, nameInputRef, onSent }: BookingFormProps) {
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
    const url = chatUrl(practiceWhatsapp, bookingMessage(values.name, values.interest));
    // Synchronously inside the submit event: after an await, Safari and others treat the new tab as a popup
    // and block it. Not the "noopener" feature, which makes window.open return null even when the tab opened,
    // and then a blocked popup could not be told apart; the opener is cut by hand instead.
    const tab = window.open(url, "_blank");
    if (tab) tab.opener = null;
    setValues(emptyBookingForm);
    setTriedToSend(false);
    onSent();
    noticeRedirecting(tab ? undefined : url);
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <Field>
        <Label htmlFor={`${id}-name`}>Nome</Label>
        <Input
          ref={nameInputRef}
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          placeholder="Digite seu nome completo"
          required
          maxLength={120}
          aria-invalid={missing.includes("name") || undefined}
          value={values.name}
          onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        />
      </Field>

      <Field>
        <Label htmlFor={`${id}-whatsapp`}>WhatsApp</Label>
        <Input
          ref={whatsappRef}
          id={`${id}-whatsapp`}
          name="whatsapp"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(99) 99999-9999"
          required
          aria-invalid={missing.includes("whatsapp") || undefined}
          value={values.whatsapp}
          onChange={(event) =>
            setValues((v) => ({ ...v, whatsapp: formatPhone(event.target.value) }))
          }
        />
      </Field>

      <Fieldset $invalid={missing.includes("interest")}>
        <legend>Interesse</legend>
        <Options>
          {interests.map((interest, index) => (
            <Option key={interest.value}>
              <input
                ref={index === 0 ? firstInterestRef : undefined}
                type="radio"
                name={`${id}-interest`}
                value={interest.value}
                checked={values.interest === interest.value}
                onChange={(event) => {
                  const { value } = event.target;
                  if (isInterestValue(value)) setValues((v) => ({ ...v, interest: value }));
                }}
              />
              {interest.label}
            </Option>
          ))}
        </Options>
      </Fieldset>

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
