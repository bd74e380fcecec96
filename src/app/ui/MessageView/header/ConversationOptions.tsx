/**
 * The conversation header's "⋯" (Conversation options) and its menu: mute or unmute the conversation and, in a DM,
 * its person; block and report the person (each opens its dialog). A menu button as people know it: Enter, Space
 * or ArrowDown opens it on its first item (ArrowUp on its last), arrows move, Escape closes only the menu and focus
 * comes back to the button, as it does when a chosen item's dialog closes. The menu hangs from the header's end,
 * inside the panel at every width.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { Channel } from 'stream-chat';
import type { ListTexts } from '../../../../chat/channelList/listWords.js';
import { withName } from '../../../../chat/safety/safetyTexts.js';
import { useSafety } from '../../Safety/SafetyLayer.js';
import type { ConversationMute } from './useConversationMute.js';
import { MoreIcon } from './headerIcons.js';

/** Props of ConversationOptions. */
export interface ConversationOptionsProps {
  channel: Channel;
  texts: ListTexts;
  mute: ConversationMute;
}

type Opening = 'first' | 'last';
type Step = 1 | -1 | Opening;

/** Focuses the next (+1) or previous (-1), first or last item of a menu, wrapping around. */
function moveFocus(menu: HTMLElement, step: Step): void {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role=menuitem]'));
  // Inside a shadow root the focused element is the root's activeElement, not the document's.
  const active = (menu.getRootNode() as Document | ShadowRoot).activeElement;
  const at = items.findIndex((item) => item === active);
  const next = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (at + step + items.length) % items.length;
  items[next]?.focus();
}

const STEPS: Record<string, Step> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };

/** The button and, while open, its menu. */
export function ConversationOptions({ channel, texts, mute }: ConversationOptionsProps) {
  const [open, setOpen] = useState<Opening | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const safety = useSafety();
  const partner = mute.partner;
  useEffect(() => { if (open && menu.current) moveFocus(menu.current, open); }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) button.current?.focus();
  };
  const choose = (action: () => void) => () => { close(true); action(); };
  const target = safety && partner && channel.id !== undefined ? { userId: partner.id, name: partner.name, channelId: channel.id } : undefined;

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled: the panel's own Escape (back to the list, close) must not run too.
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') { close(false); return; }
    const step = STEPS[event.key];
    if (step === undefined || !menu.current) return;
    event.preventDefault();
    event.stopPropagation();
    moveFocus(menu.current, step);
  };
  // Focus left the menu (a click elsewhere): it closes. Onto its own button, the button's click toggles it.
  const onMenuBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(next) && next !== button.current) close(false);
  };
  const item = (key: string, label: string, action: () => void) => (
    <button key={key} type="button" role="menuitem" tabIndex={-1} className="bc-menu-item" onClick={choose(action)}>{label}</button>
  );

  return (
    <>
      <button ref={button} type="button" className="bc-icon-button" data-testid="conversation-options" aria-label={texts.conversationOptions}
        title={texts.conversationOptions} aria-haspopup="menu" aria-expanded={open !== null} aria-controls={open ? id : undefined}
        onClick={() => setOpen(open ? null : 'first')} onKeyDown={onButtonKeyDown}>
        <MoreIcon />
      </button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label={texts.conversationOptions} className="bc-menu bc-conversation-menu"
          onKeyDown={onMenuKeyDown} onBlur={onMenuBlur}>
          {item('mute', mute.channelMuted ? texts.unmute : texts.mute, mute.toggleChannel)}
          {partner && item('mute-person', withName(mute.personMuted ? texts.unmutePerson : texts.mutePerson, partner.name), mute.togglePerson)}
          {safety && target && item('block', `${withName(safety.texts.blockPerson, target.name)}…`, () => safety.block(target, button.current))}
          {safety && target && item('report', `${withName(safety.texts.reportPerson, target.name)}…`, () => safety.report(target, button.current))}
        </div>
      )}
    </>
  );
}
