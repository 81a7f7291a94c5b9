import { wayOutLabels, wayOutOf, type Failure } from "../shared/messages";
import { send } from "../shared/send";

/** A failure in words, with its one way out: settings, plans or another try. */
export function FailureNotice({
  failure,
  onRetry,
  inOptions = false,
}: {
  failure: Failure;
  onRetry: () => void;
  inOptions?: boolean;
}) {
  const wayOut = wayOutOf(failure.kind);
  const showWayOut = wayOut && !(inOptions && wayOut === "open-options");
  return (
    <div className="notice error" role="alert">
      <p>{failure.message}</p>
      {showWayOut && (
        <button
          type="button"
          className="button"
          onClick={() => (wayOut === "retry" ? onRetry() : void send({ type: wayOut }))}
        >
          {wayOutLabels[wayOut]}
        </button>
      )}
    </div>
  );
}
