import { Link } from "react-router";
import { notFound } from "@grand-river/content";

export default function NotFound() {
  return (
    <>
      <h1>{notFound.title}</h1>
      <p>{notFound.message}</p>
      <ul>
        {notFound.links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
