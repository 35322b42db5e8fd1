// What the editor's page (/edit) runs in the browser of the content package: each field's checks,
// from the same schemas the build validates the data files with. Never imported by a page.
export { fieldProblem, fieldSchemas } from "./data-files/field-checks";
