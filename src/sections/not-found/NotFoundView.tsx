import { useEffect } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Heading } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { useLinkComponent } from "../../components/LinkComponent";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { SiteSettings } from "../../content/contentTypes";
import { PageLayout } from "../layout/PageLayout";
import type { PreviewNoticeContent } from "../layout/PreviewNotice";

export interface NotFoundViewProps {
  /** The path nobody found, logged as an error. */
  path: string;
  /** The site settings, for the footer. */
  settings: SiteSettings;
  /** A preview build's notice of what is still unconfirmed (PageLayout's); none in production. */
  preview?: PreviewNoticeContent;
}

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes["4xl"]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.accent};
`;

/** The not-found page (spec, section 2): "404", "Oops! Page not found", a way home, and the path logged. */
export function NotFoundView({ path, settings, preview }: NotFoundViewProps) {
  const Link = useLinkComponent();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);
  return (
    <PageLayout
      preview={preview}
      seo={{ title: "Página não encontrada", description: "Esta página não existe." }}
      currentPath={path}
      settings={settings}
      showRqe
    >
      <Section tone="alt" aria-labelledby="nao-encontrada">
        <Stack gap={4} align="start">
          <Code>404</Code>
          <Heading level={1} id="nao-encontrada" lang="en">
            Oops! Page not found
          </Heading>
          <Text size="lg" tone="muted">
            A página que você procurou não existe ou mudou de endereço.
          </Text>
          <Button as={Link} to="/" size="lg">
            <Icon name="arrowRight" />
            Voltar para o início
          </Button>
        </Stack>
      </Section>
    </PageLayout>
  );
}
