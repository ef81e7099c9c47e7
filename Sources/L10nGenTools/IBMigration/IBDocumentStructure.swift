internal import L10nGenCore

/// The facts about an IB document's XML that key proposals and edits need and `IBDocument` does not keep: each
/// object's element, its outlet name, the scene's view controller and the xib's File's Owner.
struct IBDocumentStructure {
  /// The element of each ObjectID (the first, should an id appear twice).
  var elements: [String: XMLElementNode] = [:]
  /// The outlet property that points at each ObjectID (`titleLabel`), from `<outlet property=… destination=…>`.
  var outlets: [String: String] = [:]
  /// The ObjectID of the view controller of the scene each ObjectID is in (storyboards).
  var sceneControllers: [String: String] = [:]
  /// The custom class of a xib's File's Owner.
  var filesOwnerClass: String?

  /// Reads the structure of a document's XML tree.
  init(root: XMLElementNode) {
    visit(root, sceneController: nil)
  }

  private mutating func visit(_ element: XMLElementNode, sceneController: String?) {
    var controller = sceneController
    if element.name == "scene", let objects = element.child(named: "objects") {
      controller = objects.children.first { IBMigrationTarget.isController($0.name) }?[attribute: "id"]
    }
    if element.name == "placeholder", element[attribute: "placeholderIdentifier"] == "IBFilesOwner" {
      filesOwnerClass = element[attribute: "customClass"]
    }
    if element.name == "outlet", let destination = element[attribute: "destination"],
      let property = element[attribute: "property"], outlets[destination] == nil
    {
      outlets[destination] = property
    }
    if let id = element[attribute: "id"], !id.isEmpty, elements[id] == nil {
      elements[id] = element
      if let controller { sceneControllers[id] = controller }
    }
    for child in element.children {
      visit(child, sceneController: controller)
    }
  }

  /// How many `<segment>`s the `<segments>` child of `id`'s element has.
  func segmentCount(of id: String) -> Int? {
    elements[id]?.child(named: "segments")?.children(named: "segment").count
  }
}
