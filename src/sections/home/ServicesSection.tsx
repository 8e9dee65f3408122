import styled from "styled-components";
import { Card } from "../../components/Card";
import { Heading } from "../../components/Heading";
import { Icon, type IconName } from "../../components/Icon";
import { IconBadge } from "../../components/IconBadge";
import { InternalLink } from "../../components/LinkComponent";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { HomeContent } from "../../content/contentTypes";
import { ArticleLink } from "../layout/ArticleLink";
import { CardGrid } from "../layout/CardGrid";
import { SectionHeader } from "../layout/SectionHeader";

export interface ServicesSectionProps {
  /** The other services, each optionally linking to its own page. */
  content: HomeContent["services"];
}

/** An icon for each service, in the order of the content file; later services get the eye. */
const serviceIcons: readonly IconName[] = ["heart", "document", "sparkle", "shield"];

const MoreLink = styled(InternalLink)`
  margin-top: auto;
  padding-block: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  /* Inline, so the arrow follows the last word when the label wraps. */
  svg {
    display: inline-block;
    vertical-align: middle;
    margin-left: ${({ theme }) => theme.space[1]};
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

/** The practice's other services: newborn eye test, reports, cataract and pterygium surgery. */
export function ServicesSection({ content }: ServicesSectionProps) {
  return (
    <Section tone="alt" aria-labelledby="outros-servicos">
      <Stack gap={6}>
        <SectionHeader title={content.title} id="outros-servicos" />
        <CardGrid>
          {content.items.map((service, index) => (
            <Card as="li" key={service.title}>
              <IconBadge name={serviceIcons[index] ?? "eye"} />
              <Heading level={3}>{service.title}</Heading>
              <Text tone="muted">{service.description}</Text>
              {service.link ? (
                <MoreLink to={service.link}>
                  {service.linkLabel ?? service.title}
                  <Icon name="arrowRight" />
                </MoreLink>
              ) : null}
              <ArticleLink article={service.article} />
            </Card>
          ))}
        </CardGrid>
      </Stack>
    </Section>
  );
}
