// Withdrawing one's own request: ask first, then withdraw; a refusal (409: an admin decided meanwhile) is shown and
// the request re-read, so the screen shows its real state and actions.
import { isApiError } from '@crewbase/api-client';
import { useState } from 'react';

export function useWithdrawFlow(withdraw: () => Promise<unknown>, refetch: () => unknown, successMessage: string) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    setPending(true);
    try {
      await withdraw();
      setNotice(successMessage);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The request could not be withdrawn. Try again in a moment.');
      void refetch();
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return {
    notice,
    setNotice,
    problem,
    dialog: { open: confirming, loading: pending, onConfirm: () => void confirm(), onClose: () => setConfirming(false) },
    ask: () => setConfirming(true),
  };
}
