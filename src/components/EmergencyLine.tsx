import styled from "styled-components";

export interface EmergencyLineProps {
  /** What a patient does in an emergency, in the practice's words (site-settings.json, `practice.emergency`). */
  text: string;
}

const Line = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-inline-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: start;
`;

/**
 * The one line that says WhatsApp is not for emergencies and where to go instead, wherever the site sends a
 * patient to WhatsApp or to a closed door (the booking dialog, the way forward when the chat did not open, the
 * special dates' notice). Its words are the settings' only: the offline card writes the same setting.
 */
export function EmergencyLine({ text }: EmergencyLineProps) {
  return <Line role="note">{text}</Line>;
}
