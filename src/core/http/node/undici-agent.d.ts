// Types for the one undici module dispatcher.ts imports by its path (it says why): undici's Agent class, which the
// package's entry exports as `Agent`. test/unit/http/dispatcher.test.ts checks that it is still that class.
declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici';
  export = Agent;
}
