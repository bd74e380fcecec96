/**
 * The open conversation's safety net: whatever fails while it renders (a kit part, a lazy chunk, our overrides),
 * the panel says so and offers a reload instead of going blank, and the host hears of it (`error` event).
 * A class component: React catches render errors only in one (there is no hook for it).
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/** The boundary's two texts (the list's `conversationFailed` and `reloadConversation`). */
export interface ConversationBoundaryTexts {
  conversationFailed: string;
  reloadConversation: string;
}

/** Props of ConversationBoundary. */
export interface ConversationBoundaryProps {
  texts: ConversationBoundaryTexts;
  /** Told once per failure. */
  onError(error: unknown): void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** Bumped by "Reload": the children mount afresh, with none of the state that failed. */
  generation: number;
}

/** Renders `children`, or a notice with a reload button once they threw while rendering. */
export class ConversationBoundary extends Component<ConversationBoundaryProps, State> {
  override state: State = { failed: false, generation: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  private reload = (): void => {
    this.setState((state) => ({ failed: false, generation: state.generation + 1 }));
  };

  override render(): ReactNode {
    const { texts, children } = this.props;
    if (this.state.failed) {
      return (
        <div className="str-chat bc-failed" role="alert">
          <p>{texts.conversationFailed}</p>
          {/* Focus lands on the way out of the failure, so a keyboard user is not left on a vanished element. */}
          <button type="button" className="bc-view-toggle" onClick={this.reload} autoFocus>{texts.reloadConversation}</button>
        </div>
      );
    }
    return <ConversationGeneration key={this.state.generation}>{children}</ConversationGeneration>;
  }
}

/** A keyed wrapper: a new generation remounts the whole conversation. */
function ConversationGeneration({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
