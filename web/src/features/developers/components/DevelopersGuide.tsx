// The partner API guide. English only, as the product decided for this page (issue 12): `lang="en"` keeps screen
// readers on English whatever the interface language, and the copy is not in the locale files on purpose.
import { CONTRACT_PATH } from '../../../lib/paths';
import {
  CURL_EXAMPLE, ERRORS, JS_EXAMPLE, LIMITS, START_EXAMPLE, VERIFY_EXAMPLE, WEBHOOK_BODY_EXAMPLE,
} from '../developers.content';
import { CodeBlock } from './CodeBlock';

const SECTIONS = [
  ['contract', 'The contract'],
  ['authentication', 'Authentication'],
  ['examples', 'Examples'],
  ['errors', 'Errors'],
  ['limits', 'Limits'],
  ['webhooks', 'Webhooks'],
] as const;

export function DevelopersGuide({ sandboxHref }: { sandboxHref: string | null }) {
  return (
    <article className="container container--narrow page dev" lang="en">
      <header className="page__header">
        <h1>Mindprint for developers</h1>
        <p className="lead">
          Partner apps read the reports, results and orders of the tests their own users take, over GraphQL or REST,
          and hear about new reports and payments through signed webhooks.
        </p>
      </header>
      <nav aria-label="On this page" className="toc">
        <ul>{SECTIONS.map(([id, title]) => <li key={id}><a href={`#${id}`}>{title}</a></li>)}</ul>
      </nav>

      <section id="contract" aria-labelledby="contract-title">
        <h2 id="contract-title">The contract</h2>
        <p>
          The GraphQL schema is the reviewed contract: every change to it is reviewed as a diff before release.{' '}
          <a href={CONTRACT_PATH} download="mindprint-schema.graphql">Download schema.graphql</a>{' '}
          and generate your types from it (for example with GraphQL Code Generator).
        </p>
        <p>
          The endpoint is <code>POST /graphql</code>. Partner data sits under the <code>partner</code> field:{' '}
          <code>reports</code>, <code>report(id)</code>, <code>orders</code>, <code>order(ref)</code>, <code>stats</code>{' '}
          and <code>webhookDeliveries</code>. The same reads exist over REST under <code>/api/partner/v1</code>:{' '}
          <code>/reports</code>, <code>/reports/:id</code>, <code>/orders</code>, <code>/orders/:ref</code>,{' '}
          <code>/stats</code> and <code>/webhooks/deliveries</code>.
        </p>
        {sandboxHref && (
          <p>
            In development, <a href={sandboxHref}>Apollo Sandbox</a> runs against this server with cookies included,
            so <code>me</code> and member queries work once you have signed in, and it opens with example operations.
          </p>
        )}
      </section>

      <section id="authentication" aria-labelledby="authentication-title">
        <h2 id="authentication-title">Authentication</h2>
        <p>
          Every partner call carries an API key: <code>Authorization: Bearer mp_…</code>. We issue keys to your
          organisation on request, show each one once, and keep only its hash: store it as a secret on your server.
          A key has scopes: <code>reports</code> (reports and results), <code>orders</code> and <code>stats</code>.
          Ask for a second key to rotate, switch over, then have the first revoked.
        </p>
        <p>
          A sitting is yours when it starts with your partner code: from a link with <code>?partner=YOURCODE</code>,
          or from <code>startTest</code> with <code>partnerCode</code>. You read those sittings and nothing else; any
          other id answers <code>NOT_FOUND</code>. Buyers' email addresses are not shared. Every read is written to an
          audit log.
        </p>
        <p>
          Browser calls are allowed only from the origins your organisation registered (CORS); a key sent from any
          other origin is refused with <code>ORIGIN_NOT_ALLOWED</code>.
        </p>
        <CodeBlock title="Starting a sitting for your user" code={START_EXAMPLE} />
      </section>

      <section id="examples" aria-labelledby="examples-title">
        <h2 id="examples-title">Examples</h2>
        <CodeBlock title="curl" code={CURL_EXAMPLE} />
        <CodeBlock title="JavaScript (Node 18+ or a browser on a registered origin)" code={JS_EXAMPLE} />
      </section>

      <section id="errors" aria-labelledby="errors-title">
        <h2 id="errors-title">Errors</h2>
        <p>
          GraphQL errors carry a stable <code>extensions.code</code>; REST answers carry the HTTP status and the
          <code> {'{ result, data, msg }'}</code> envelope. Messages are English and may change; codes do not.
        </p>
        <div className="dev-table" tabIndex={0} role="region" aria-labelledby="errors-title">
          <table>
            <thead><tr><th scope="col">Code</th><th scope="col">HTTP</th><th scope="col">Meaning</th></tr></thead>
            <tbody>
              {ERRORS.map((row) => (
                <tr key={row.code}><th scope="row"><code>{row.code}</code></th><td>{row.status}</td><td>{row.meaning}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section id="limits" aria-labelledby="limits-title">
        <h2 id="limits-title">Limits</h2>
        <p>Limits apply to every caller and are checked before anything runs:</p>
        <ul>
          <li>{LIMITS.requestsPerMinute} requests a minute per key (429 with <code>Retry-After</code> beyond).</li>
          <li>Request bodies up to {LIMITS.bodyBytes / 1024} KB; documents up to {LIMITS.tokens} tokens.</li>
          <li>Depth up to {LIMITS.depth} levels, {LIMITS.aliases} aliases and {LIMITS.directives} directives per operation.</li>
          <li>A cost up to {LIMITS.cost} (2 per object and 1 per scalar field, times 1.5 for each level of depth).</li>
          <li>Lists return at most {LIMITS.pageSize} items; page with <code>limit</code> and <code>offset</code>.</li>
        </ul>
      </section>

      <section id="webhooks" aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">Webhooks</h2>
        <p>
          When a sitting of yours gets its report or an order of yours is paid, we POST <code>report.ready</code> or{' '}
          <code>order.paid</code> to your webhook URL, with ids only (read the details through the API). Answer with
          any 2xx status within 10 seconds. Anything else is retried with growing delays for about a day; the{' '}
          <code>id</code> stays the same across retries, so drop the ones you have seen. The delivery log is{' '}
          <code>partner {'{ webhookDeliveries }'}</code>.
        </p>
        <CodeBlock title="A delivery" code={WEBHOOK_BODY_EXAMPLE} />
        <p>
          Verify each delivery before trusting it: recompute the HMAC-SHA256 of <code>{'"<t>.<raw body>"'}</code> with
          your webhook secret, compare it in constant time with <code>v1</code>, and refuse timestamps more than{' '}
          {LIMITS.webhookToleranceSeconds / 60} minutes away from your clock.
        </p>
        <CodeBlock title="Verifying the signature (Node)" code={VERIFY_EXAMPLE} />
      </section>
    </article>
  );
}
