import styled from "styled-components";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Heading, type HeadingLevel } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { IconBadge } from "../../components/IconBadge";
import { Text } from "../../components/Text";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { shownIfAnyAttribute, shownUntilAttribute } from "../../boot/startUpNames";
import type { SiteSettings } from "../../content/contentTypes";
import {
  displayPhone,
  exceptionName,
  intervalsText,
  mapUrl,
  paymentLines,
  weekdays,
} from "../../content/practiceDetails";
import { currentExceptions, tableDays } from "../../content/specialDates";
import { CardGrid } from "./CardGrid";

export interface PracticeDetailsProps {
  /** The town, the state and the practice's details (src/content/site-settings.json). */
  settings: Pick<SiteSettings, "city" | "state" | "practice">;
  /** The level of each block's heading: one below the heading of what holds them. */
  headingLevel?: HeadingLevel;
  /** The practice's calendar day the page is drawn for (the build's): the special dates past by then are left out. */
  today?: string;
}

const Block = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The badge beside the heading from a phone's width up; below it (a small phone, or large text) the badge is
 * left out so the heading has the line to itself, and where a narrow column still leaves it little room, the
 * heading goes under the badge.
 */
const BlockTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  & > span {
    display: none;
  }

  h3,
  h4 {
    flex: 1 1 8em;
  }

  ${({ theme }) => theme.media.xs} {
    & > span {
      display: inline-flex;
    }
  }
`;

const Address = styled.address`
  font-style: normal;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/**
 * A day and its hours on one line where they fit, the hours under the day where they do not (a phone with
 * large text): the line wraps rather than squeezing either into a sliver.
 */
const Days = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space[4]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }

  div:last-child {
    border-bottom: none;
  }

  div[hidden] {
    display: none;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

/** One line of a list of terms: a day, a date or a way to pay, and what it means for the patient. */
interface Row {
  key: string;
  term: string;
  detail: string;
  /** A special date's last day: the page's check hides the line after it (src/boot/specialDatesCheck.ts). */
  shownUntil?: string;
}

/** The special dates still to come, under their heading: the page's check hides the heading with the last of them. */
const SpecialDates = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  &[hidden] {
    display: none;
  }
`;

/** The three lists of the section (hours, special dates, payment), each a `<dl>` of rows. */
function Rows({ rows }: { rows: Row[] }) {
  return (
    <Days>
      {rows.map(({ key, term, detail, shownUntil }) => (
        <div key={key} {...(shownUntil ? { [shownUntilAttribute]: shownUntil } : {})}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </Days>
  );
}

/** Where the practice is, when it is open (with its dated exceptions) and how a patient pays: plain HTML. */
export function PracticeDetails({ settings, headingLevel = 3, today }: PracticeDetailsProps) {
  const { practice } = settings;
  const { address } = practice;
  const exceptions = currentExceptions(practice.hoursExceptions, today);
  const payment = paymentLines(practice);
  return (
    <CardGrid as="div">
      <Block>
        <BlockTitle>
          <IconBadge name="mapPin" />
          <Heading level={headingLevel}>Endereço</Heading>
        </BlockTitle>
        <Address>
          {address.street}
          <br />
          {address.district}, {settings.city} - {settings.state}
          <br />
          CEP {address.postalCode}
        </Address>
        {address.directions ? <Text tone="muted">{address.directions}</Text> : null}
        <Button variant="outline" href={mapUrl(settings)} target="_blank" rel="noopener noreferrer">
          <Icon name="mapPin" />
          Como chegar
          <VisuallyHidden> (abre o mapa em nova aba)</VisuallyHidden>
        </Button>
        {practice.landline ? (
          <Button variant="ghost" href={`tel:+${practice.landline}`}>
            <Icon name="phone" />
            <VisuallyHidden>Telefone: </VisuallyHidden>
            {displayPhone(practice.landline)}
          </Button>
        ) : null}
      </Block>
      <Block>
        <BlockTitle>
          <IconBadge name="clock" />
          <Heading level={headingLevel}>Horário de atendimento</Heading>
        </BlockTitle>
        <Rows
          rows={weekdays.map((day) => ({
            key: day.key,
            term: day.name,
            detail: intervalsText(practice.hours[day.key]),
          }))}
        />
        {exceptions.length > 0 ? (
          <SpecialDates {...{ [shownIfAnyAttribute]: "" }}>
            <Heading level={(headingLevel + 1) as HeadingLevel} size="md">
              Datas especiais
            </Heading>
            <Rows
              rows={exceptions.map((exception) => ({
                key: `${exception.from}-${exception.reason}`,
                term: exceptionName(exception),
                detail: intervalsText(exception.intervals),
                shownUntil: tableDays(exception).until,
              }))}
            />
          </SpecialDates>
        ) : null}
      </Block>
      <Block>
        <BlockTitle>
          <IconBadge name="document" />
          <Heading level={headingLevel}>Convênios e pagamento</Heading>
        </BlockTitle>
        {payment.length > 0 ? (
          <Rows
            rows={payment.map((line) => ({ key: line.label, term: line.label, detail: line.text }))}
          />
        ) : null}
        <Text tone="muted">
          {practice.acceptingNewPatients
            ? "Atendemos novos pacientes. Agende pelo WhatsApp."
            : "No momento, a agenda está fechada para novos pacientes."}
        </Text>
      </Block>
    </CardGrid>
  );
}
