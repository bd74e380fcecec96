/**
 * "Blocked people" in the settings view: the people the user blocked, each with Unblock. Loaded from the product
 * service, which keeps them in step with the provider; an unblock that failed says so and keeps the person listed.
 */
import { useEffect, useId, useState } from 'react';
import type { BlockedPerson, ServiceClient } from '../../../service/index.js';
import type { SafetyTexts } from '../../../chat/safety/safetyTexts.js';

/** Props of BlockedPeople. */
export interface BlockedPeopleProps {
  service: Pick<ServiceClient, 'blockedUsers' | 'unblockUser'>;
  texts: SafetyTexts;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; people: BlockedPerson[]; busy: string | null; failed: boolean };

/** The list, its empty state, and its failures. */
export function BlockedPeople({ service, texts }: BlockedPeopleProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const headingId = useId();
  useEffect(() => {
    let active = true;
    service.blockedUsers().then(
      (answer) => { if (active) setState({ status: 'ready', people: answer.blocked, busy: null, failed: false }); },
      () => { if (active) setState({ status: 'failed' }); },
    );
    return () => { active = false; };
  }, [service]);

  const unblock = (person: BlockedPerson) => {
    if (state.status !== 'ready' || state.busy !== null) return;
    setState({ ...state, busy: person.id, failed: false });
    service.unblockUser({ userId: person.id }).then(
      (answer) => setState({ status: 'ready', people: answer.blocked, busy: null, failed: false }),
      () => setState({ ...state, busy: null, failed: true }),
    );
  };

  return (
    <section className="bc-blocked-people" aria-labelledby={headingId} data-testid="blocked-people" style={{ marginTop: 16 }}>
      <h3 id={headingId} style={{ fontSize: 15, margin: '0 0 8px' }}>{texts.blockedPeople}</h3>
      {state.status === 'loading' && <p role="status">…</p>}
      {state.status === 'failed' && <p role="alert">{texts.blockedLoadFailed}</p>}
      {state.status === 'ready' && state.people.length === 0 && <p>{texts.blockedNone}</p>}
      {state.status === 'ready' && state.people.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.people.map((person) => (
            <li key={person.id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 44 }}>
              <span>{person.name ?? person.id}</span>
              <button type="button" className="bc-setting-action" disabled={state.busy === person.id} onClick={() => unblock(person)}
                aria-label={`${texts.unblock} ${person.name ?? person.id}`}>
                {texts.unblock}
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.failed && <p role="alert">{texts.unblockFailed}</p>}
    </section>
  );
}
