import { DialogContent, DialogOverlay } from "@reach/dialog";
import { useEffect, useId, useRef } from "react";
import styled, { keyframes } from "styled-components";
import { Heading } from "../components/Heading";
import { Text } from "../components/Text";
import { IconButton } from "../components/IconButton";
import { useBooking } from "./BookingContext";
import { BookingForm } from "./BookingForm";
import { CloseIcon } from "./BookingIcons";
import { dialogToastContainerId, dismissPageToasts, pageToastContainerId } from "./bookingNotices";
import { BookingToastContainer } from "./BookingToast";

export interface BookingModalProps {
  /** The practice's WhatsApp number: digits with country code 55, e.g. "5598987654321". */
  practiceWhatsapp: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  padding: 0;
  overflow-y: auto;

  ${({ theme }) => theme.media.xs} {
    padding: ${({ theme }) => theme.space[3]};
  }
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

/*
 * margin: auto centres the dialog but, unlike align-items: center, never pushes its top off screen when the
 * viewport is shorter than the dialog. No transform here: it would trap the position: fixed toasts inside.
 */
const Content = styled(DialogContent)`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  max-height: ${({ theme }) => theme.sizes.dialogMaxHeight};
  margin: auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.xs} {
    padding: ${({ theme }) => theme.space[4]};
  }

  /* Forced colours drop the shadow that sets the dialog apart from the page: a border does it instead. */
  ${({ theme }) => theme.modes.forcedColors} {
    border: ${({ theme }) => theme.sizes.border} solid;
  }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

/* The close button sits beside the title only; the subtitle takes the full width below, on one line at 1280. */
const Header = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[5]};

  /* A size step down on phones, so the title keeps to one line beside the close button. */
  h2 {
    padding-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};

    ${({ theme }) => theme.media.sm} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }

  p {
    grid-column: 1 / -1;
  }
`;

/**
 * The shared booking dialog (spec, section 2), opened by every call to action through useBooking(). Reach's
 * dialog moves focus in, traps it, hides the page from screen readers and gives focus back to the opener on
 * close; Escape and a click on the veil close it too. Closing unmounts the form, so its values are gone.
 * The page's toast container lives here too, so react-toastify loads with this chunk, not with the page.
 */
export function BookingModal({ practiceWhatsapp }: BookingModalProps) {
  const { isOpen, reason, closeModal } = useBooking();
  const titleId = useId();
  const subtitleId = useId();
  const nameInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isOpen) dismissPageToasts();
  }, [isOpen]);

  return (
    <>
      <BookingToastContainer containerId={pageToastContainerId} />
      <Overlay isOpen={isOpen} onDismiss={closeModal} initialFocusRef={nameInputRef}>
        {/* data-reason: the reason recorded, for the built-site tests to see what a tap opened. */}
        <Content aria-labelledby={titleId} aria-describedby={subtitleId} data-reason={reason}>
          <Header>
            <Heading level={2} size="xl" id={titleId}>
              Agendar Consulta
            </Heading>
            <IconButton label="Fechar" onClick={closeModal}>
              <CloseIcon />
            </IconButton>
            <Text id={subtitleId} tone="muted">
              Preencha os dados para entrar em contato
            </Text>
          </Header>
          <BookingForm
            practiceWhatsapp={practiceWhatsapp}
            nameInputRef={nameInputRef}
            onSent={closeModal}
          />
          <BookingToastContainer containerId={dialogToastContainerId} />
        </Content>
      </Overlay>
    </>
  );
}
