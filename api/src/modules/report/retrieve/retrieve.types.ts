// GraphQL shapes of retrieving reports by email: the outcome only, never the reports themselves.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RetrieveErrorCode, RetrieveStatus } from './retrieve.codes.js';

registerEnumType(RetrieveStatus, {
  name: 'RetrieveReportsStatus',
  description: 'SENT: a mail listing the reports is on its way; NO_REPORT: the address has none; FAILED: it could not be queued',
});
registerEnumType(RetrieveErrorCode, { name: 'RetrieveReportsErrorCode' });

@ObjectType()
export class RetrieveReportsError {
  @Field(() => RetrieveErrorCode)
  code!: RetrieveErrorCode;

  @Field(() => String, { nullable: true })
  field?: string;

  @Field()
  message!: string;

  @Field(() => Int, { nullable: true, description: 'RATE_LIMITED: seconds until a new request is accepted' })
  retryAfterSeconds?: number;
}

@ObjectType()
export class RetrieveReportsPayload {
  @Field(() => RetrieveStatus, { nullable: true, description: 'Null when the request was refused (see errors)' })
  status?: RetrieveStatus;

  @Field(() => String, { nullable: true, description: "SPEC section 8's message for the status" })
  message?: string;

  @Field(() => [RetrieveReportsError])
  errors!: RetrieveReportsError[];
}
