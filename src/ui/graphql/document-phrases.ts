// The sentences that name what a repository wrote: the schema-consent question (a file's path and the endpoint its
// `# endpoint:` comment or graphql-config file names) and the variables files Run reads. A cloned repository chooses
// both, and a notification turns `[label](command:…)` into a link that runs the command when clicked, so each goes
// through untrustedText (base/untrusted-text.ts). Pure: no `vscode` (test/unit/ui/graphql-document-phrases.test.ts).
import { phrase, type Phrase } from '../base/text';
import { untrustedText } from '../base/untrusted-text';

/** Who named the endpoint: a document's comment, or a graphql-config file. */
export type NamerKind = 'comment' | 'config';

/** May DevDesk fetch the schema of `endpoint`, which `file` names? */
export function consentQuestion(kind: NamerKind, file: string, endpoint: string): Phrase {
  const [where, url] = [untrustedText(file), untrustedText(endpoint)];
  return kind === 'comment'
    ? phrase(
        'The "# endpoint:" comment in {0} names the GraphQL endpoint {1}, which DevDesk has not used before. ' +
          'Fetch its schema from there (no token is sent)?',
        where,
        url,
      )
    : phrase(
        'The graphql-config file {0} names the GraphQL endpoint {1}, which DevDesk has not used before. Fetch its ' +
          'schema from there (no token is sent)?',
        where,
        url,
      );
}

/** Run to an endpoint no account is for: no token can go there. */
export function noAccountFor(endpoint: string): Phrase {
  return phrase(
    'No DevDesk account is for {0}, so no token can be sent there. Run without a token, or add the host to your ' +
      'GitHub Enterprise hosts (devdesk.github.enterpriseHosts) and sign in.',
    untrustedText(endpoint),
  );
}

/** A `# variables:` block that cannot be used; `problem` may quote the document. */
export function variablesBlockProblem(line: number, problem: string): Phrase {
  return phrase('The "# variables:" block on line {0} cannot be used: {1}', line, untrustedText(problem));
}

/** A sibling `<name>.variables.json` that holds no JSON object. */
export function variablesFileProblem(file: string): Phrase {
  return phrase('{0} must hold a JSON object of variables.', untrustedText(file));
}
