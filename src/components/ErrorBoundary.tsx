import { Component, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";

export interface ErrorBoundaryProps {
  /** The tree to protect. */
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

const Screen = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: ${({ theme }) => `${theme.space[8]} auto`};
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes["2xl"]};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.target};
    margin-top: ${({ theme }) => theme.space[5]};
    padding-inline: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
`;

/**
 * The last line of defence: an unexpected error shows a friendly screen with a way home instead of a blank page.
 * The home link is a plain anchor, so it reloads the site from scratch.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected error:", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Screen role="alert">
        <h1>Algo deu errado</h1>
        <p>
          Desculpe, não conseguimos mostrar esta página. Tente novamente ou volte para o início.
        </p>
        <a href="/">Voltar para o início</a>
      </Screen>
    );
  }
}
