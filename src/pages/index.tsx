import type { HeadFC } from "gatsby";
import { Heading } from "../components/Heading";
import { Section } from "../components/Section";
import { Text } from "../components/Text";

export default function HomePage() {
  return (
    <main>
      <Section aria-labelledby="titulo">
        <Heading level={1} id="titulo">
          Oftalmologia
        </Heading>
        <Text>O site está em construção.</Text>
      </Section>
    </main>
  );
}

export const Head: HeadFC = () => <title>Oftalmologia</title>;
