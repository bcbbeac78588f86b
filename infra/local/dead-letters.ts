/** Messages and stream records the local stack gave up on, like an SQS dead-letter queue. */
import { appendFileSync, writeFileSync } from 'node:fs';

export interface DeadLetter {
  queue: string;
  messageId: string;
  body: string;
  attempts: number;
  error: string;
  at: string;
}

export class DeadLetterStore {
  private readonly letters: DeadLetter[] = [];

  /** `file`: a JSON-lines file to append to when the stack persists its data. */
  constructor(
    private readonly file: string | undefined,
    private readonly log: (line: string) => void,
  ) {}

  record(letter: DeadLetter): void {
    this.letters.push(letter);
    if (this.file) appendFileSync(this.file, `${JSON.stringify(letter)}\n`);
    this.log(
      `dead letter: ${letter.queue} message ${letter.messageId} after ${letter.attempts} attempts (${letter.error})`,
    );
  }

  list(): DeadLetter[] {
    return [...this.letters];
  }

  /** Removes and returns the letters of one queue (a redrive moves them back: sqs-local.ts StartMessageMoveTask). */
  take(queue: string): DeadLetter[] {
    const taken = this.letters.filter((letter) => letter.queue === queue);
    const kept = this.letters.filter((letter) => letter.queue !== queue);
    this.letters.splice(0, this.letters.length, ...kept);
    if (this.file) writeFileSync(this.file, kept.map((letter) => `${JSON.stringify(letter)}\n`).join(''));
    return taken;
  }
}
