import { MongoError } from 'mongodb';
import { unavailable } from './mongo-errors.ts';

// Driver errors mean the store cannot serve: 503, with a cause that carries no lead data.
export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw error instanceof MongoError || isDeadline(error) ? unavailable(error) : error;
  }
}

/** A request's deadline ended before the driver started the operation (it throws the signal's reason). */
const isDeadline = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
