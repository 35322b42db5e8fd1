import { clearedFields } from "@grand-river/content/editor";
import { decap } from "./decap";

/**
 * An optional field the owner cleared is saved as absent, as if it had never been filled: Decap
 * writes a select's × as `null` and an emptied box or picture as `""`, which the build would refuse
 * ("Icon: must be one of …") though the field says "(optional)". Decap runs this before every save
 * on either backend; `clearedFields` (packages/content) says what a cleared field is.
 */
export function saveClearedFieldsAsAbsent(): void {
  decap.CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const data = entry.get("data");
      return clearedFields(data.toJS()).reduce((fields, at) => fields.deleteIn(at), data);
    },
  });
}
