import { useId } from "react";
import styled from "styled-components";
import { EmergencyLine } from "../../components/EmergencyLine";
import { Icon } from "../../components/Icon";
import {
  shownFromAttribute,
  shownIfAnyAttribute,
  shownUntilAttribute,
} from "../../boot/startUpNames";
import {
  exceptionDates,
  exceptionDayText,
  type HoursException,
} from "../../content/practiceDetails";
import { currentExceptions, noticeDays, showsOn } from "../../content/specialDates";

export interface SpecialDatesNoticeProps {
  /** The practice's special dates (site-settings.json, `practice.hoursExceptions`). */
  exceptions: readonly HoursException[];
  /** The practice's calendar day the page is drawn for (the build's); without one, no notice. */
  today?: string;
  /** What to do in an emergency (site-settings.json, `practice.emergency`): a closed door is no place to wait. */
  emergency: string;
}

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.prose};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: start;

  &[hidden] {
    display: none;
  }

  /* On a narrow screen (or with large text) the icon gives its room to the words; the title says the same. */
  > svg {
    display: none;
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.focus};
  }

  ${({ theme }) => theme.media.xs} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

    > svg {
      display: block;
    }
  }
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Emergency = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/**
 * The closures and changed hours of the next 14 days, said near the booking so that no patient books for a day
 * the practice is closed. Every special date still to come is in the page, each with the days it shows
 * (src/content/specialDates.ts): the build shows those of the day it runs on, and the page's inline check
 * (src/boot/specialDatesCheck.ts) those of the day the patient reads it, so a date coming closer appears here and
 * one that has passed leaves, with no new build. Under the dates, the practice's emergency line: a patient who finds
 * the door closed must know where to go now. Nothing to say, nothing drawn.
 */
export function SpecialDatesNotice({ exceptions, today, emergency }: SpecialDatesNoticeProps) {
  const titleId = useId();
  if (!today) return null;
  const coming = currentExceptions(exceptions, today).map((exception) => ({
    exception,
    days: noticeDays(exception),
  }));
  if (coming.length === 0) return null;
  return (
    <Box
      role="note"
      aria-labelledby={titleId}
      hidden={!coming.some(({ days }) => showsOn(days, today))}
      {...{ [shownIfAnyAttribute]: "" }}
    >
      <Icon name="alertCircle" />
      <div>
        <Title id={titleId}>Horário especial nos próximos dias</Title>
        <Lines>
          {coming.map(({ exception, days }) => (
            <li
              key={`${exception.from}-${exception.reason}`}
              hidden={!showsOn(days, today)}
              {...{ [shownFromAttribute]: days.from, [shownUntilAttribute]: days.until }}
            >
              <strong>
                {exception.reason}, {exceptionDates(exception)}:
              </strong>{" "}
              {exceptionDayText(exception)}
            </li>
          ))}
        </Lines>
        <Emergency>
          <EmergencyLine text={emergency} />
        </Emergency>
      </div>
    </Box>
  );
}
