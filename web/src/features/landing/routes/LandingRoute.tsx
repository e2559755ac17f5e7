// The landing screen: the exams on offer with their length, loaded from the API.
import { useQuery } from '@apollo/client/react';
import { LandingExamsQuery } from '../api';

export function LandingRoute() {
  const { data, loading, error, refetch } = useQuery(LandingExamsQuery, { variables: { locale: 'EN' } });
  if (loading) return <p role="status">Loading…</p>;
  if (error || !data) {
    return (
      <p role="alert">
        Loading failed, please retry. <button type="button" onClick={() => void refetch()}>Retry</button>
      </p>
    );
  }
  return (
    <main>
      <h1>Mindprint</h1>
      <ul>
        {data.exams.map((exam) => (
          <li key={exam.id}>
            <h2>{exam.title}</h2>
            <p>{exam.description}</p>
            <p>{exam.questionCount} questions · {exam.durationMinutes} min</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
