// What the UI asks of a disk holding text files by path: the drafts (drafts.ts), an article file that no editor holds,
// an operation's variables file. Node's is node/text-files.ts.

export interface TextFiles {
  /** The file's text (UTF-8); rejects when it cannot be read (a missing file too). */
  read(path: string): Promise<string>;
  /** A new file with its folders; rejects when the file already exists. */
  create(path: string, text: string): Promise<void>;
  /** Writes the file whole, making its folders. */
  write(path: string, text: string): Promise<void>;
  /** Deletes the file; nothing when it is not there. */
  remove(path: string): Promise<void>;
}
