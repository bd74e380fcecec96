/** The block and report steps' dialogs, loaded the first time one opens (the conversation's first view needs none). */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ServiceError } from '../../../service/index.js';
import { REPORT_REASON_TEXTS, reportBlocker, withName } from '../../../chat/safety/safetyTexts.js';
import type { SafetyTexts } from '../../../chat/safety/safetyTexts.js';
import type { SafetyService, SafetyTarget } from './safetyTypes.js';

export interface DialogProps {
  target: SafetyTarget;
  texts: SafetyTexts;
  service: SafetyService;
  onBlocked(target: SafetyTarget): void;
  close(): void;
}

/** A modal dialog over the conversation: labelled, focus inside on open, Escape closes. */
function Dialog({ label, close, children }: { label: string; close(): void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') { event.stopPropagation(); close(); }
  };
  return (
    <div className="bc-safety-backdrop" style={{ position: 'absolute', inset: 0, zIndex: 20, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0,0,0,0.4)' }}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className="bc-safety-dialog" data-testid="safety-dialog" onKeyDown={onKeyDown}
        style={{ background: 'var(--str-chat__background-color, #fff)', color: 'var(--str-chat__text-color, #000)', borderRadius: 12, padding: 16, width: 'min(360px, calc(100% - 32px))', maxHeight: 'calc(100% - 32px)', overflow: 'auto', boxShadow: '0 8px 24px rgba(0,0,0,0.3)' }}>
        <h2 id={titleId} style={{ fontSize: 16, margin: '0 0 12px' }}>{label}</h2>
        {children}
      </div>
    </div>
  );
}

const buttonRow = { display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 } as const;
const buttonStyle = { minHeight: 44, minWidth: 44, padding: '0 14px', borderRadius: 8, cursor: 'pointer', font: 'inherit' } as const;
const primaryStyle = { ...buttonStyle, border: 'none', background: 'var(--str-chat__primary-color, #005fff)', color: '#fff' } as const;
const secondaryStyle = { ...buttonStyle, border: '1px solid currentColor', background: 'transparent', color: 'inherit' } as const;

/** "Block <name>?" with what it does; Block or Cancel. */
function BlockDialog({ target, texts, service, onBlocked, close }: DialogProps) {
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const confirm = () => {
    setState('sending');
    service.blockUser({ userId: target.userId }).then(
      () => { onBlocked(target); close(); },
      () => setState('failed'),
    );
  };
  return (
    <Dialog label={withName(texts.blockConfirm, target.name)} close={close}>
      <p style={{ margin: 0 }}>{withName(texts.blockExplain, target.name)}</p>
      {state === 'failed' && <p role="alert" style={{ color: 'var(--str-chat__danger-color, #b3261e)' }}>{texts.blockFailed}</p>}
      <div style={buttonRow}>
        <button type="button" style={secondaryStyle} onClick={close}>{texts.cancel}</button>
        <button type="button" style={primaryStyle} disabled={state === 'sending'} onClick={confirm}>{texts.blockAction}</button>
      </div>
    </Dialog>
  );
}

/** The reasons, more words, "Also block <name>"; then the thanks. */
function ReportDialog({ target, texts, service, onBlocked, close }: DialogProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'too-many' | 'done'>('idle');
  const detailsId = useId();
  const blocker = reportBlocker(reason, details);
  const title = target.messageId !== undefined ? texts.reportMessage : withName(texts.reportPerson, target.name);
  const send = () => {
    if (blocker !== null || reason === null) return;
    setState('sending');
    const text = details.trim();
    service.report({
      channelId: target.channelId,
      ...(target.messageId !== undefined ? { messageId: target.messageId } : { userId: target.userId }),
      reason: reason as 'spam' | 'scam' | 'harassment' | 'other',
      ...(text !== '' ? { text } : {}),
      ...(alsoBlock ? { block: true } : {}),
    }).then(
      (answer) => {
        setState('done');
        if (answer.blocked) onBlocked(target);
      },
      (error: unknown) => setState(error instanceof ServiceError && error.status === 429 ? 'too-many' : 'failed'),
    );
  };
  if (state === 'done') {
    return (
      <Dialog label={title} close={close}>
        <p role="status" style={{ margin: 0 }} data-testid="report-thanks">{texts.reportThanks}</p>
        <div style={buttonRow}><button type="button" style={primaryStyle} onClick={close}>{texts.close}</button></div>
      </Dialog>
    );
  }
  return (
    <Dialog label={title} close={close}>
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ marginBottom: 8 }}>{texts.reportWhy}</legend>
        {REPORT_REASON_TEXTS.map(([value, key]) => (
          <label key={value} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 36 }}>
            <input type="radio" name="bc-report-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {texts[key]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId} style={{ display: 'block', marginTop: 8 }}>{texts.reportDetails}</label>
      <textarea id={detailsId} value={details} maxLength={500} rows={3} onChange={(event) => setDetails(event.target.value)}
        style={{ width: '100%', boxSizing: 'border-box', font: 'inherit', marginTop: 4 }} />
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 36, marginTop: 4 }}>
        <input type="checkbox" checked={alsoBlock} onChange={(event) => setAlsoBlock(event.target.checked)} />
        {withName(texts.reportAlsoBlock, target.name)}
      </label>
      {(state === 'failed' || state === 'too-many') && (
        <p role="alert" style={{ color: 'var(--str-chat__danger-color, #b3261e)' }}>{state === 'too-many' ? texts.reportTooMany : texts.reportFailed}</p>
      )}
      <div style={buttonRow}>
        <button type="button" style={secondaryStyle} onClick={close}>{texts.cancel}</button>
        <button type="button" style={primaryStyle} disabled={blocker !== null || state === 'sending'} onClick={send}>{texts.reportSend}</button>
      </div>
    </Dialog>
  );
}

/** The open step's dialog. */
export default function SafetyDialog({ kind, ...props }: DialogProps & { kind: 'report' | 'block' }) {
  return kind === 'block' ? <BlockDialog {...props} /> : <ReportDialog {...props} />;
}
